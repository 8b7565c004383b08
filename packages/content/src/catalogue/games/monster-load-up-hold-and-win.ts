import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Monster Load-Up Hold & Win | Quillspin Games",
      description:
        "Monster Load-Up Hold & Win: a 1,024 ways horror slot with random wilds, silver and gold coins, a Frankenstein multiplier and a 5,000x max win.",
    },
    subtitle: "Lock the coins, charge the booster, wake the monster",
    summary:
      '<p>The laboratory lights are flickering again. <strong>Monster Load-Up Hold & Win</strong> lines up a vampire, a werewolf, a mummy and a swamp creature on a 5x4 grid with 1,024 ways to win, then saves its loudest moments for the <a href="/features/hold-and-win">Hold & Win</a> bonus, where silver coins, gold coins and a bolt-necked Frankenstein pile up beneath a crackling booster meter.</p>',
    summary2:
      '<p>The game returns an RTP of 96.25% with medium volatility and a max win of 5,000x the bet. In the base game, random wilds drop 2 to 4 extra wilds onto the reels; three bonus symbols on reels 1, 3 and 5 start the bonus with 3 respins; and the <a href="/features/buy-bonus">Buy Bonus</a> opens the bonus directly at 100x with 3 respins or 200x with 4 respins.</p>',
    special_features: [
      {
        title: "Random Wilds",
        content:
          "<p>On any base-game spin the lab can short-circuit and throw <strong>2 to 4 wilds</strong> onto the reels at random. They substitute for every paying symbol, so a spin that looked empty can suddenly connect several of the 1,024 ways at once.</p>",
      },
      {
        title: "Hold & Win with a booster",
        content:
          '<p>Three bonus symbols on reels 1, 3 and 5 start a <a href="/features/hold-and-win">Hold & Win</a> round of <a href="/features/respin-feature">respins</a>. Coins lock in place, every new one resets the count to 3, and the booster meter charges as they land: at <strong>10 points</strong> it releases an extra spin.</p>',
      },
      {
        title: "Silver coins, gold coins and Frankenstein",
        content:
          "<p>Silver coins carry <strong>1x to 9x</strong>, gold coins carry <strong>10x to 50x</strong>, and Frankenstein arrives with a <strong>2x to 4x</strong> multiplier that loads up the coins already on the grid. At the end, the total of all coin multipliers is multiplied by the triggering bet.</p>",
      },
      {
        title: "Two ways to buy in",
        content:
          '<p>The <a href="/features/buy-bonus">Buy Bonus</a> skips the wait: <strong>100x</strong> the bet for the bonus with 3 respins, or <strong>200x</strong> the bet for the bonus with 4 respins.</p>',
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content:
            "<p>Regular ways wins and random wilds keep the base game ticking over, while the Hold & Win bonus carries the bigger swings.</p>",
          image: "/images/games/monster-load-up-hold-and-win/volatility/medium-volatility-meter.webp",
          alt: "Volatility meter of Monster Load-Up Hold & Win set to medium",
          size: "m",
        },
        {
          title: "RTP 96.25%",
          content:
            "<p>The theoretical return to player is 96.25%, calculated over a very large number of rounds.</p>",
          image: "/images/games/monster-load-up-hold-and-win/volatility/rtp-96-25.webp",
          alt: "Glowing laboratory flask labelled RTP 96.25%",
          size: "m",
        },
        {
          title: "Max win 5,000x",
          content:
            "<p>A single round can pay up to 5,000x the bet. The route there runs through the bonus, where gold coins and Frankenstein multipliers build the coin total.</p>",
          image: "/images/games/monster-load-up-hold-and-win/volatility/max-win-5000x.webp",
          alt: "Frankenstein holding a gold coin under a max win 5,000x banner",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Pays for 5, 4 and 3 of a kind on adjacent reels from the leftmost reel, as multiples of the total bet",
      list: [
        {
          title: "Vampire",
          multiplier: "5x: 5x · 4x: 1.5x · 3x: 0.5x",
          content:
            "<p>The count of the castle and the top-paying regular symbol, cape raised and fangs bared.</p>",
          image: "/images/games/monster-load-up-hold-and-win/symbols/vampire.webp",
          alt: "Vampire in a high-collared cape",
        },
        {
          title: "Werewolf",
          multiplier: "5x: 4x · 4x: 1.2x · 3x: 0.4x",
          content: "<p>Mid-howl under a full moon, the werewolf is the second-highest regular pay.</p>",
          image: "/images/games/monster-load-up-hold-and-win/symbols/werewolf.webp",
          alt: "Werewolf howling in front of a full moon",
        },
        {
          title: "Mummy",
          multiplier: "5x: 3x · 4x: 0.8x · 3x: 0.3x",
          content: "<p>Half unwrapped and fully awake, the mummy shuffles in with mid-range pays.</p>",
          image: "/images/games/monster-load-up-hold-and-win/symbols/mummy.webp",
          alt: "Mummy with loose bandages and glowing eyes",
        },
        {
          title: "Swamp Creature",
          multiplier: "5x: 2.5x · 4x: 0.6x · 3x: 0.25x",
          content: "<p>Dripping from the moat, the swamp creature completes the set of monster premiums.</p>",
          image: "/images/games/monster-load-up-hold-and-win/symbols/swamp-creature.webp",
          alt: "Green scaled swamp creature rising from dark water",
        },
        {
          title: "A",
          multiplier: "5x: 1.5x · 4x: 0.4x · 3x: 0.15x",
          content: "<p>A riveted iron ace, the highest of the royals.</p>",
          image: "/images/games/monster-load-up-hold-and-win/symbols/ace.webp",
          alt: "Riveted iron letter A",
        },
        {
          title: "K",
          multiplier: "5x: 1.5x · 4x: 0.4x · 3x: 0.15x",
          content: "<p>A riveted iron king that pays the same as the ace.</p>",
          image: "/images/games/monster-load-up-hold-and-win/symbols/king.webp",
          alt: "Riveted iron letter K",
        },
        {
          title: "Q",
          multiplier: "5x: 1x · 4x: 0.3x · 3x: 0.1x",
          content: "<p>A queen forged from the same lab plating as the other royals.</p>",
          image: "/images/games/monster-load-up-hold-and-win/symbols/queen.webp",
          alt: "Riveted iron letter Q",
        },
        {
          title: "J",
          multiplier: "5x: 1x · 4x: 0.3x · 3x: 0.1x",
          content: "<p>The jack pays the same as the queen.</p>",
          image: "/images/games/monster-load-up-hold-and-win/symbols/jack.webp",
          alt: "Riveted iron letter J",
        },
        {
          title: "10",
          multiplier: "5x: 0.8x · 4x: 0.2x · 3x: 0.1x",
          content: "<p>The lowest-paying symbol, and the most frequent.</p>",
          image: "/images/games/monster-load-up-hold-and-win/symbols/ten.webp",
          alt: "Riveted iron number 10",
        },
        {
          title: "Wild",
          multiplier: "Substitutes for all paying symbols",
          content:
            "<p>The lightning wild stands in for every paying symbol. Random wilds add 2 to 4 of them to a base-game spin. It does not replace bonus symbols or coins.</p>",
          image: "/images/games/monster-load-up-hold-and-win/symbols/lightning-wild.webp",
          alt: "Lightning bolt wild symbol",
        },
        {
          title: "Bonus",
          multiplier: "3 on reels 1, 3 and 5: Hold & Win with 3 respins",
          content:
            "<p>Appears on reels 1, 3 and 5 only. Three in the same spin start the Hold & Win bonus with 3 respins.</p>",
          image: "/images/games/monster-load-up-hold-and-win/symbols/bonus-generator.webp",
          alt: "Laboratory generator bonus symbol",
        },
        {
          title: "Silver Coin",
          multiplier: "1x to 9x",
          content:
            "<p>Lands during the bonus with a value of 1x to 9x, locks in place and resets the respins to 3.</p>",
          image: "/images/games/monster-load-up-hold-and-win/symbols/silver-coin.webp",
          alt: "Silver coin stamped with a bolt",
        },
        {
          title: "Gold Coin",
          multiplier: "10x to 50x",
          content: "<p>The richer coin: 10x to 50x, locked in place for the rest of the bonus.</p>",
          image: "/images/games/monster-load-up-hold-and-win/symbols/gold-coin.webp",
          alt: "Gold coin stamped with a bolt",
        },
        {
          title: "Frankenstein",
          multiplier: "2x to 4x",
          content:
            "<p>Appears in the bonus with a 2x, 3x or 4x multiplier and applies it to the coin values on the grid when he lands.</p>",
          image: "/images/games/monster-load-up-hold-and-win/symbols/frankenstein.webp",
          alt: "Frankenstein's monster with neck bolts holding a multiplier plate",
        },
      ],
    },
    multipliers: {
      title: "Win multipliers",
      list: [
        {
          title: "Big Win",
          content: "<p>A win of 20x the bet or more sets the castle bells ringing.</p>",
          image: "/images/games/monster-load-up-hold-and-win/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: "<p>A win of 40x the bet or more brings the monsters out together.</p>",
          image: "/images/games/monster-load-up-hold-and-win/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: "<p>A win of 60x the bet or more blows the lab's fuses.</p>",
          image: "/images/games/monster-load-up-hold-and-win/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content:
        "<p>A storm-lit castle laboratory, iron-plated royals and a booster meter that sparks as it fills: a look at the base game, the random wilds and the Hold & Win bonus.</p>",
      list: [
        {
          alt: "Base game on a 5x4 grid inside a stormy castle laboratory",
          image: "/images/games/monster-load-up-hold-and-win/gallery/base-game-laboratory.webp",
        },
        {
          alt: "Random wilds striking the reels as lightning bolts",
          image: "/images/games/monster-load-up-hold-and-win/gallery/random-wilds.webp",
        },
        {
          alt: "Hold & Win bonus grid with silver and gold coins locked in place",
          image: "/images/games/monster-load-up-hold-and-win/gallery/hold-and-win-coins.webp",
        },
        {
          alt: "Frankenstein landing in the bonus with a multiplier and a charged booster",
          image: "/images/games/monster-load-up-hold-and-win/gallery/frankenstein-booster.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Hold & Win bonus",
          content:
            '<p>The <a href="/features/hold-and-win">Hold & Win</a> round is where the coins are made.</p><ol><li>Land 3 bonus symbols on reels 1, 3 and 5 in the same base-game spin.</li><li>The reels switch to the bonus grid and the round starts with 3 respins.</li><li>Only silver coins (1x to 9x), gold coins (10x to 50x) and Frankenstein can land. Each new coin locks in place and resets the count to 3.</li><li>Frankenstein lands with a 2x to 4x multiplier and loads it onto the coins already on the grid.</li><li>Landing coins charges the booster; at 10 points it gives an extra spin.</li><li>The round ends when all 20 positions are full or the respins run out.</li><li>The total of all coin multipliers is multiplied by the triggering bet and paid.</li></ol>',
          images: [
            {
              image: "/images/games/monster-load-up-hold-and-win/special-features/hold-and-win-bonus.webp",
              alt: "Bonus grid with locked coins and a respin counter at 3",
            },
          ],
        },
        {
          title: "Booster meter",
          content:
            "<p>The booster sits above the bonus grid and turns a run of coins into more time.</p><ol><li>The meter starts empty when the bonus begins.</li><li>Coins landing during the respins charge it with points.</li><li>At 10 points the booster fires and adds an extra spin to the counter.</li><li>The extra spin is played like any other respin: a new coin still locks and resets the count to 3.</li></ol>",
          images: [
            {
              image: "/images/games/monster-load-up-hold-and-win/special-features/booster-meter.webp",
              alt: "Booster meter charged to 10 points with sparks",
            },
          ],
        },
        {
          title: "Random Wilds",
          content:
            "<ol><li>On a base-game spin the feature can trigger at random.</li><li>2 to 4 wilds are added to the reels before the result is settled.</li><li>The wilds substitute for all paying symbols and the ways are evaluated as normal.</li></ol>",
          images: [
            {
              image: "/images/games/monster-load-up-hold-and-win/special-features/random-wilds.webp",
              alt: "Lightning striking the reels and leaving wilds behind",
            },
          ],
        },
        {
          title: "Buy Bonus",
          content:
            '<p>The <a href="/features/buy-bonus">Buy Bonus</a> goes straight to the Hold & Win round.</p><ol><li>Open the buy menu and choose an option.</li><li>100x the bet buys the bonus with 3 respins.</li><li>200x the bet buys the bonus with 4 respins.</li><li>The bonus then plays exactly as a triggered one, and the coin total is multiplied by the bet the bonus was bought at.</li></ol>',
          images: [
            {
              image: "/images/games/monster-load-up-hold-and-win/special-features/buy-bonus-menu.webp",
              alt: "Buy menu offering the bonus at 100x or 200x the bet",
            },
          ],
          align: "center",
        },
      ],
    },
    rules: {
      title: "Game rules",
      content:
        '<p>Monster Load-Up Hold & Win is played on 5 reels and 4 rows with 1,024 ways to win (<a href="/features/allways-pay">AllWays Pay</a>).</p><ul><li>Choose a bet from 0.20 to 100.00 and press spin.</li><li>Ways wins pay for 3 or more matching symbols on adjacent reels, starting from the leftmost reel, in any position on each reel.</li><li>Only the highest win per way combination is paid; wins on different ways are added together.</li><li>All pays are multiples of the total bet and are shown in the paytable.</li><li>The wild substitutes for all paying symbols except bonus symbols and coins.</li><li>Hold & Win pays the total of all coin multipliers multiplied by the triggering bet.</li><li>The theoretical RTP is 96.25% and the max win is 5,000x the bet.</li><li>A malfunction voids all pays and plays.</li></ul>',
      image: "/images/games/monster-load-up-hold-and-win/rules/paytable-and-rules.webp",
    },
    languages: { title: "Available in 28 languages" },
    overview: [
      {
        title: "Advantages",
        content:
          '<ul><li>A familiar <a href="/features/hold-and-win">Hold & Win</a> loop with a twist: the booster rewards a busy bonus with extra time.</li><li>Two coin tiers (1x to 9x and 10x to 50x) plus Frankenstein\'s 2x to 4x give the bonus clear, readable goals.</li><li>RTP of 96.25%, medium volatility and a max win of 5,000x.</li><li>Two Buy Bonus price points, 100x and 200x, for players who want the feature on demand.</li></ul>',
      },
      {
        title: "Mobile play",
        content:
          "<p>Built in HTML5, the game runs in portrait and landscape on phones and tablets. The 5x4 grid, the respin counter and the booster meter are all in view at once on a small screen, and spin, bet and buy controls sit within thumb reach.</p>",
      },
      {
        title: "Game strategy",
        content:
          "<p>The result of every spin is random, so there is no way to force the bonus. What players can manage is their session: pick a bet that leaves room for a run of base-game spins between bonuses, and decide in advance whether the 100x or 200x buy suits the budget. The demo mode is the place to see how often the booster fills before playing for real.</p>",
      },
      {
        title: "Summary",
        content:
          '<p>Monster Load-Up Hold & Win pairs a horror-comedy laboratory with a focused coin bonus: 1,024 ways, random wilds, coins worth up to 50x, a Frankenstein multiplier and a booster that pays out extra spins. Players who enjoy the lotus-themed take on the same idea can also try <a href="/games/wild-yoga-collector">Wild Yoga Collector</a>.</p>',
      },
    ],
  },
  facts: {
    release_date: "2025-10-14",
    rtp: 96.25,
    volatility: "medium",
    hit_frequency: 51.4,
    max_win: 5000,
    min_bet: 0.2,
    max_bet: 100,
    layout: "5x4",
    paylines: "1,024 ways",
    features: [
      "hold-and-win",
      "respin-feature",
      "buy-bonus",
      "allways-pay",
      "accumulative-collector-mechanic-hot-pots",
      "collecting-symbols",
    ],
    theme: "Monsters",
    other_tags: ["Horror", "Random Wilds", "Coin Multipliers", "Booster"],
    game_size: "36 MB",
  },
  buy_prices: [100, 200],
  idle_reel_heights: [4, 4, 4, 4, 4],
  symbol_files: {
    a: "ace",
    k: "king",
    q: "queen",
    j: "jack",
    "10": "ten",
    wild: "lightning-wild",
    bonus: "bonus-generator",
  },
  editorial: ["min_bet", "max_bet", "layout"],
  discrepancies: [
    {
      fact: "rtp",
      chosen: "96.25% (heading)",
      other: "95.95% (text)",
      source: "catalogue.md section 9, Monster Load-Up Hold & Win: RTP 96.25% (heading) versus 95.95% (text)",
    },
  ],
} satisfies GameRecordSource;

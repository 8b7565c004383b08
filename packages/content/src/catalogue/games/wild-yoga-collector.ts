import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Wild Yoga Collector | 1,024 ways slot | Quillspin Games",
      description:
        "Wild Yoga Collector: a 1,024 ways jungle slot with Fortune Wilds, the Lotus Bonus re-spins, a Lotus Energy bar and a max win of 8,000x the bet.",
    },
    subtitle: "Breathe in, hold the pose, collect the lotus coins",
    summary:
      '<p>Deep in the jungle, class is in session. <strong>Wild Yoga Collector</strong> puts a cobra, a tiger, a monkey and an elephant through their poses on a 5x4 grid with 1,024 ways to win, and rewards patience with the Lotus Bonus, a <a href="/features/hold-and-win">Hold & Win</a> round in which bronze and gold coins settle onto the grid while the Lotus Energy bar glows brighter with every one.</p>',
    summary2:
      '<p>The game returns an RTP of 95.97% with medium volatility and a max win of 8,000x the bet. Fortune Wilds add 2 to 4 wilds to a base-game spin, three bonus symbols on reels 1, 3 and 5 open the Lotus Bonus with 3 re-spins, and the <a href="/features/buy-bonus">Buy Bonus</a> offers the Super Lotus Bonus at 100x with 3 re-spins or 200x with 4 re-spins and Lotus Energy active.</p>',
    special_features: [
      {
        title: "Fortune Wilds",
        content:
          "<p>At random in the base game, the jungle drops <strong>2 to 4 wilds</strong> onto the reels. They substitute for every paying symbol, linking up more of the 1,024 ways on a single spin.</p>",
      },
      {
        title: "Lotus Bonus",
        content:
          '<p>Three bonus symbols on reels 1, 3 and 5 start the Lotus Bonus with 3 <a href="/features/respin-feature">re-spins</a>. Bronze coins (<strong>1x to 9x</strong>) and gold coins (<strong>10x to 50x</strong>) lock in place, and every new symbol resets the re-spins.</p>',
      },
      {
        title: "Lotus Energy",
        content:
          "<p>Coins landing in the Lotus Bonus charge the Lotus Energy bar. At <strong>10 points</strong> it gives an extra spin, buying the grid more time to fill.</p>",
      },
      {
        title: "Super Lotus Bonus",
        content:
          '<p>Skip straight to the bonus with the <a href="/features/buy-bonus">Buy Bonus</a>: <strong>100x</strong> the bet for 3 re-spins, or <strong>200x</strong> the bet for 4 re-spins with Lotus Energy active.</p>',
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content:
            "<p>Frequent ways wins and Fortune Wilds keep the base game flowing, while the Lotus Bonus brings the bigger moments.</p>",
          image: "/images/games/wild-yoga-collector/volatility/medium-volatility-meter.webp",
          alt: "Volatility meter of Wild Yoga Collector set to medium",
          size: "m",
        },
        {
          title: "RTP 95.97%",
          content:
            "<p>The theoretical return to player is 95.97%, calculated over a very large number of rounds.</p>",
          image: "/images/games/wild-yoga-collector/volatility/rtp-95-97.webp",
          alt: "Stone tablet carved with RTP 95.97%",
          size: "m",
        },
        {
          title: "Max win 8,000x",
          content:
            "<p>A single round can pay up to 8,000x the bet. The way there runs through the Lotus Bonus, with gold coins filling the grid.</p>",
          image: "/images/games/wild-yoga-collector/volatility/max-win-8000x.webp",
          alt: "Tiger in a yoga pose beneath a max win 8,000x banner",
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
          title: "Cobra",
          multiplier: "5x: 4x · 4x: 1x · 3x: 0.4x",
          content:
            "<p>Rising into a perfect cobra pose, the snake is the top-paying symbol at 4x the bet for five.</p>",
          image: "/images/games/wild-yoga-collector/symbols/cobra.webp",
          alt: "Cobra rising in a yoga pose",
        },
        {
          title: "Tiger",
          multiplier: "5x: 3x · 4x: 0.8x · 3x: 0.3x",
          content: "<p>A tiger holding a flawless downward dog, worth 3x the bet for five.</p>",
          image: "/images/games/wild-yoga-collector/symbols/tiger.webp",
          alt: "Tiger stretching in a downward dog pose",
        },
        {
          title: "Monkey",
          multiplier: "5x: 3x · 4x: 0.8x · 3x: 0.3x",
          content: "<p>Balanced on one leg in tree pose, the monkey pays the same as the tiger.</p>",
          image: "/images/games/wild-yoga-collector/symbols/monkey.webp",
          alt: "Monkey balancing in tree pose",
        },
        {
          title: "Elephant",
          multiplier: "5x: 2x · 4x: 0.5x · 3x: 0.2x",
          content: "<p>Calm, cross-legged and unhurried, the elephant completes the animal premiums.</p>",
          image: "/images/games/wild-yoga-collector/symbols/elephant.webp",
          alt: "Elephant sitting cross-legged in meditation",
        },
        {
          title: "Jade Stone",
          multiplier: "5x: 1x · 4x: 0.25x · 3x: 0.1x",
          content: "<p>A smooth green jade stone, one of the four stones that all pay alike.</p>",
          image: "/images/games/wild-yoga-collector/symbols/jade-stone.webp",
          alt: "Polished green jade stone",
        },
        {
          title: "Ruby Stone",
          multiplier: "5x: 1x · 4x: 0.25x · 3x: 0.1x",
          content: "<p>A deep red ruby stone.</p>",
          image: "/images/games/wild-yoga-collector/symbols/ruby-stone.webp",
          alt: "Polished red ruby stone",
        },
        {
          title: "Sapphire Stone",
          multiplier: "5x: 1x · 4x: 0.25x · 3x: 0.1x",
          content: "<p>A clear blue sapphire stone.</p>",
          image: "/images/games/wild-yoga-collector/symbols/sapphire-stone.webp",
          alt: "Polished blue sapphire stone",
        },
        {
          title: "Amber Stone",
          multiplier: "5x: 1x · 4x: 0.25x · 3x: 0.1x",
          content: "<p>A warm golden amber stone.</p>",
          image: "/images/games/wild-yoga-collector/symbols/amber-stone.webp",
          alt: "Polished golden amber stone",
        },
        {
          title: "Wild",
          multiplier: "Substitutes for all paying symbols",
          content:
            "<p>A yoga mat rolled out in gold substitutes for every paying symbol. Fortune Wilds add 2 to 4 of them at random. It does not replace bonus symbols or coins.</p>",
          image: "/images/games/wild-yoga-collector/symbols/golden-mat-wild.webp",
          alt: "Golden yoga mat wild symbol",
        },
        {
          title: "Lotus Bonus symbol",
          multiplier: "3 on reels 1, 3 and 5: Lotus Bonus with 3 re-spins",
          content:
            "<p>A pink lotus in bloom, found on reels 1, 3 and 5. Three in one spin open the Lotus Bonus.</p>",
          image: "/images/games/wild-yoga-collector/symbols/lotus-bonus.webp",
          alt: "Pink lotus flower in bloom",
        },
        {
          title: "Bronze Coin",
          multiplier: "1x to 9x",
          content:
            "<p>Lands in the Lotus Bonus with a value of 1x to 9x, locks in place and resets the re-spins.</p>",
          image: "/images/games/wild-yoga-collector/symbols/bronze-coin.webp",
          alt: "Bronze coin engraved with a lotus",
        },
        {
          title: "Gold Coin",
          multiplier: "10x to 50x",
          content: "<p>The richer coin of the Lotus Bonus, with a value of 10x to 50x.</p>",
          image: "/images/games/wild-yoga-collector/symbols/gold-coin.webp",
          alt: "Gold coin engraved with a lotus",
        },
      ],
    },
    multipliers: {
      title: "Win multipliers",
      list: [
        {
          title: "Big Win",
          content: "<p>A win of 20x the bet or more rings the temple bell.</p>",
          image: "/images/games/wild-yoga-collector/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: "<p>A win of 40x the bet or more gets the whole class on its feet.</p>",
          image: "/images/games/wild-yoga-collector/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: "<p>A win of 60x the bet or more sets the lotus pond glowing.</p>",
          image: "/images/games/wild-yoga-collector/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content:
        "<p>A sunlit jungle clearing, animals mid-pose and a lotus pond that lights up in the bonus: the base game, Fortune Wilds, the Lotus Bonus and the Lotus Energy bar.</p>",
      list: [
        {
          alt: "Base game on a 5x4 grid in a sunlit jungle clearing",
          image: "/images/games/wild-yoga-collector/gallery/base-game-jungle.webp",
        },
        {
          alt: "Fortune Wilds landing on the reels as golden yoga mats",
          image: "/images/games/wild-yoga-collector/gallery/fortune-wilds.webp",
        },
        {
          alt: "Lotus Bonus grid with bronze and gold coins locked in place",
          image: "/images/games/wild-yoga-collector/gallery/lotus-bonus-coins.webp",
        },
        {
          alt: "Lotus Energy bar charged to 10 points above the bonus grid",
          image: "/images/games/wild-yoga-collector/gallery/lotus-energy-bar.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Lotus Bonus",
          content:
            '<p>The Lotus Bonus is a <a href="/features/hold-and-win">Hold & Win</a> round played on the 5x4 grid.</p><ol><li>Land 3 Lotus Bonus symbols on reels 1, 3 and 5 in the same spin.</li><li>The bonus starts with 3 re-spins.</li><li>Only bronze coins (1x to 9x) and gold coins (10x to 50x) can land. Each new coin locks in place and resets the count to 3.</li><li>Coins charge the Lotus Energy bar; at 10 points it gives an extra spin.</li><li>The round ends when all 20 positions are full or the re-spins run out.</li><li>The values of all coins on the grid are added up, multiplied by the triggering bet and paid.</li><li>A bonus that fills all 20 positions also pays 8,000x the bet, the max win.</li></ol>',
          images: [
            {
              image: "/images/games/wild-yoga-collector/special-features/lotus-bonus.webp",
              alt: "Lotus Bonus grid with coins locked and a re-spin counter at 3",
            },
          ],
        },
        {
          title: "Lotus Energy",
          content:
            "<ol><li>The Lotus Energy bar sits above the bonus grid and starts empty.</li><li>Coins landing during the re-spins charge it with points.</li><li>At 10 points the bar releases an extra spin, added to the counter.</li><li>With the 200x Super Lotus Bonus, Lotus Energy is active from the first re-spin.</li></ol>",
          images: [
            {
              image: "/images/games/wild-yoga-collector/special-features/lotus-energy.webp",
              alt: "Lotus Energy bar glowing as it reaches 10 points",
            },
          ],
          align: "center",
        },
        {
          title: "Fortune Wilds",
          content:
            "<ol><li>On a base-game spin, Fortune Wilds can trigger at random.</li><li>2 to 4 wilds are added to the reels before the spin is settled.</li><li>The wilds substitute for all paying symbols and the 1,024 ways are evaluated as normal.</li></ol>",
          images: [
            {
              image: "/images/games/wild-yoga-collector/special-features/fortune-wilds.webp",
              alt: "Golden yoga mats unrolling across the reels as wilds",
            },
          ],
        },
        {
          title: "Super Lotus Bonus (Buy Bonus)",
          content:
            '<ol><li>Open the <a href="/features/buy-bonus">Buy Bonus</a> menu.</li><li>Choose 100x the bet for the Super Lotus Bonus with 3 re-spins.</li><li>Or choose 200x the bet for 4 re-spins with Lotus Energy active.</li><li>The bonus plays as described above and the coin total is multiplied by the bet it was bought at.</li></ol>',
          images: [
            {
              image: "/images/games/wild-yoga-collector/special-features/super-lotus-bonus-buy.webp",
              alt: "Buy menu offering the Super Lotus Bonus at 100x or 200x the bet",
            },
          ],
        },
      ],
    },
    rules: {
      title: "Game rules",
      content:
        '<p>Wild Yoga Collector is played on 5 reels and 4 rows with 1,024 ways to win (<a href="/features/allways-pay">AllWays Pay</a>).</p><ul><li>Choose a bet from 0.20 to 100.00 and press spin.</li><li>Ways wins pay for 3 or more matching symbols on adjacent reels, starting from the leftmost reel, in any position on each reel.</li><li>Only the highest win per way combination is paid; wins on different ways are added together.</li><li>All pays are multiples of the total bet and are shown in the paytable.</li><li>The wild substitutes for all paying symbols except Lotus Bonus symbols and coins.</li><li>The Lotus Bonus pays the total of all coin values multiplied by the triggering bet; a Lotus Bonus that fills all 20 positions pays the max win, 8,000x the bet.</li><li>The theoretical RTP is 95.97% and the max win is 8,000x the bet.</li><li>A malfunction voids all pays and plays.</li></ul>',
      image: "/images/games/wild-yoga-collector/rules/paytable-and-rules.webp",
    },
    languages: { title: "Available in 28 languages" },
    overview: [
      {
        title: "Advantages",
        content:
          '<ul><li>A calm, colourful theme that stands out in a lobby full of gold and fire.</li><li>A clear <a href="/features/hold-and-win">Hold & Win</a> bonus with two coin tiers, 1x to 9x and 10x to 50x, and a Lotus Energy bar that adds spins.</li><li>RTP of 95.97%, medium volatility and a max win of 8,000x.</li><li>Two Super Lotus Bonus prices, 100x and 200x, for players who want the feature on demand.</li></ul>',
      },
      {
        title: "Mobile play",
        content:
          "<p>The HTML5 build runs smoothly in portrait and landscape on phones and tablets. The bright symbol art reads well at small sizes, and the re-spin counter and Lotus Energy bar stay in view throughout the bonus.</p>",
      },
      {
        title: "Game strategy",
        content:
          "<p>Every spin is random, so the best preparation is a bet that leaves room for a steady run of base-game spins between Lotus Bonuses. If the Buy Bonus is part of the plan, compare the 100x and 200x options against the session budget first. Trying the demo mode is an easy way to see how often Lotus Energy reaches 10 points.</p>",
      },
      {
        title: "Summary",
        content:
          '<p>Wild Yoga Collector brings 1,024 ways, Fortune Wilds and a coin-collecting Lotus Bonus together in a jungle yoga class, with a top prize of 8,000x the bet. Fans of the same bonus in a darker setting can try <a href="/games/monster-load-up-hold-and-win">Monster Load-Up Hold & Win</a>.</p>',
      },
    ],
  },
  facts: {
    release_date: "2026-03-24",
    rtp: 95.97,
    volatility: "medium",
    hit_frequency: 29.9,
    max_win: 8000,
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
    theme: "Jungle",
    other_tags: ["Yoga", "Animals", "Random Wilds", "Coin Bonus"],
    game_size: "35 MB",
  },
  buy_prices: [100, 200],
  idle_reel_heights: [4, 4, 4, 4, 4],
  symbol_files: { wild: "golden-mat-wild" },
  editorial: ["min_bet", "max_bet"],
  discrepancies: [],
} satisfies GameRecordSource;

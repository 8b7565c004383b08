import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Yakuza Clash Hold & Win: 25-Line Jackpot Slot | Quillspin",
      description:
        "Yakuza Clash Hold & Win: 5x3 reels, 25 paylines, coin respins with Mini, Major and Grand jackpots, 8 free spins, 40x Buy Bonus and a 5,000x max win.",
    },
    subtitle: "Neon-lit Tokyo back streets, rival clans and a vault of gold coins to lock down",
    summary:
      '<p>Yakuza Clash Hold & Win takes place after midnight in a rain-soaked Tokyo alley, where two rival clans settle their debts in gold. The game plays on <strong>5x3 reels with 25 paylines</strong>: the Oyabun, his katana, an oni mask and a koi tattoo lead the paytable, with neon royals below.</p><p>Gold coins are the heart of the game. Land 6 or more and the reels clear for <a href="/features/hold-and-win">Hold & Win</a>, where every coin locks in place and the three <a href="/features/jackpot">jackpots</a> are in play.</p>',
    summary2:
      '<p>Coins carry cash values of up to 1,000x the bet or a jackpot label. The Mini pays 25x, the Major 100x, and filling all 15 positions wins the Grand of 1,000x. Three Sakura scatters on reels 2, 3 and 4 open 8 free spins.</p><p>Medium volatility, an RTP of 95.95% and a max win of 5,000x the bet. Through <a href="/features/buy-bonus">Buy Bonus</a>, both Free Spins and Coin Respin can be bought directly for 40x the bet each.</p>',
    special_features: [
      {
        title: "Hold & Win coin respins",
        content:
          '<p>Six or more gold coins trigger <a href="/features/hold-and-win">Hold & Win</a> with 3 respins. Each new coin locks in place and resets the count to 3, and the round runs until the grid is full or the respins run out.</p>',
      },
      {
        title: "Three fixed jackpots",
        content:
          '<p>Mini 25x, Major 100x and Grand 1,000x the bet. The Mini and Major arrive on jackpot coins; the Grand is won by filling all 15 positions in Hold & Win. See how our <a href="/features/jackpot">jackpots</a> work.</p>',
      },
      {
        title: "8 free spins",
        content:
          "<p>Three Sakura scatters, one each on reels 2, 3 and 4, award 8 free spins at the triggering bet.</p>",
      },
      {
        title: "Two Buy Bonus options at 40x",
        content:
          '<p>Players can buy Free Spins or Coin Respin directly, each for 40x the bet, from the <a href="/features/buy-bonus">Buy Bonus</a> menu.</p>',
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content:
            "<p>Line wins across 25 paylines keep the base game ticking over, while coin respins and jackpots supply the headline payouts. A balanced profile for mainstream lobbies.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/volatility/medium-volatility-neon-gauge.webp",
          alt: "A neon gauge on a Tokyo shopfront with its needle resting on medium volatility",
          size: "m",
        },
        {
          title: "RTP 95.95%",
          content:
            "<p>The theoretical return to player is 95.95%, calculated across a very large number of rounds. Individual sessions will vary.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/volatility/rtp-lantern.webp",
          alt: "A red paper lantern printed with the figure 95.95% glowing in a dark alley",
          size: "m",
        },
        {
          title: "Max win 5,000x",
          content:
            "<p>One round, including Hold & Win coins, jackpots and free spins, can pay up to 5,000x the bet.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/volatility/max-win-gold-vault.webp",
          alt: "An open steel vault stacked with gold coins under a neon sign reading 5,000x",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Line pays are multiples of the total bet for 3, 4 or 5 matching symbols on a payline from the leftmost reel",
      list: [
        {
          title: "Dragon Wild",
          multiplier: "5x: 25x · 4x: 5x · 3x: 1.5x",
          content:
            "<p>A golden dragon coiled around the word WILD. It substitutes for all symbols except the scatter and the coins, and pays as the highest line symbol.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/symbols/dragon-wild.webp",
          alt: "A golden dragon coiled around the word WILD against a neon red background",
        },
        {
          title: "Oyabun",
          multiplier: "5x: 20x · 4x: 4x · 3x: 1x",
          content: "<p>The clan boss in a dark kimono, arms folded, the top regular symbol.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/symbols/oyabun.webp",
          alt: "A stern clan boss in a black kimono with his arms folded",
        },
        {
          title: "Katana",
          multiplier: "5x: 10x · 4x: 2.5x · 3x: 0.6x",
          content: "<p>A lacquered katana half drawn from its scabbard, catching the neon light.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/symbols/katana.webp",
          alt: "A katana half drawn from a red lacquered scabbard",
        },
        {
          title: "Oni Mask",
          multiplier: "5x: 7.5x · 4x: 2x · 3x: 0.5x",
          content: "<p>A snarling red demon mask worn by the clan's enforcers.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/symbols/oni-mask.webp",
          alt: "A red oni demon mask with gold horns and bared teeth",
        },
        {
          title: "Koi Tattoo",
          multiplier: "5x: 5x · 4x: 1.5x · 3x: 0.4x",
          content: "<p>An irezumi koi swimming upstream, the mark of perseverance.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/symbols/koi-tattoo.webp",
          alt: "A traditional Japanese tattoo of an orange koi among blue waves",
        },
        {
          title: "Ace",
          multiplier: "5x: 2x · 4x: 0.5x · 3x: 0.2x",
          content: "<p>A neon-tube Ace in electric pink.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/symbols/ace.webp",
          alt: "A letter A made of pink neon tubing",
        },
        {
          title: "King",
          multiplier: "5x: 2x · 4x: 0.5x · 3x: 0.2x",
          content: "<p>A neon-tube King in violet, paying the same as the Ace.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/symbols/king.webp",
          alt: "A letter K made of violet neon tubing",
        },
        {
          title: "Queen",
          multiplier: "5x: 1.5x · 4x: 0.4x · 3x: 0.1x",
          content: "<p>A neon-tube Queen in cyan.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/symbols/queen.webp",
          alt: "A letter Q made of cyan neon tubing",
        },
        {
          title: "Jack",
          multiplier: "5x: 1.5x · 4x: 0.4x · 3x: 0.1x",
          content: "<p>A neon-tube Jack in green, paying the same as the Queen.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/symbols/jack.webp",
          alt: "A letter J made of green neon tubing",
        },
        {
          title: "Ten",
          multiplier: "5x: 1.5x · 4x: 0.4x · 3x: 0.1x",
          content: "<p>A neon-tube Ten in amber, paying the same as the Queen and Jack.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/symbols/ten.webp",
          alt: "A number 10 made of amber neon tubing",
        },
        {
          title: "Sakura Scatter",
          multiplier: "3 on reels 2, 3 and 4: 8 free spins",
          content:
            "<p>A cherry blossom branch in full bloom. It appears only on reels 2, 3 and 4, and one on each opens the free spins.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/symbols/sakura-scatter.webp",
          alt: "A pink cherry blossom branch over a gold plaque reading SCATTER",
        },
        {
          title: "Gold Coin",
          multiplier: "6+: Hold & Win · cash values up to 1,000x · Mini 25x · Major 100x",
          content:
            "<p>A heavy gold coin stamped with the clan crest. Each shows a cash value or a Mini or Major jackpot label, and 6 or more trigger Hold & Win. Filling all 15 positions wins the Grand of 1,000x.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/symbols/gold-coin.webp",
          alt: "A gold coin stamped with a clan crest and a glowing value",
        },
      ],
    },
    multipliers: {
      title: "Win tiers",
      list: [
        {
          title: "Big Win",
          content: "<p>A win of 20x the bet or more sends neon sparks across the alley.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: "<p>From 40x the bet the dragon uncoils and the whole street lights up red and gold.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: "<p>At 60x the bet or more the Oyabun opens the clan vault and gold pours out.</p>",
          image: "/images/games/yakuza-clash-hold-n-win/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content:
        "<p>Scenes from Yakuza Clash Hold & Win: the neon base game, a coin respin in progress and the free spins.</p>",
      list: [
        {
          alt: "The 5x3 reels set in a rain-soaked Tokyo alley lit by neon signs",
          image: "/images/games/yakuza-clash-hold-n-win/gallery/base-game-reels.webp",
        },
        {
          alt: "Six gold coins on the reels triggering Hold & Win with 3 respins",
          image: "/images/games/yakuza-clash-hold-n-win/gallery/hold-and-win-trigger.webp",
        },
        {
          alt: "The Hold & Win grid with locked coins and the Mini, Major and Grand jackpot panels above",
          image: "/images/games/yakuza-clash-hold-n-win/gallery/coin-respin-jackpots.webp",
        },
        {
          alt: "Three Sakura scatters on reels 2, 3 and 4 opening 8 free spins",
          image: "/images/games/yakuza-clash-hold-n-win/gallery/free-spins.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Hold & Win",
          content:
            '<ol><li>Land 6 or more gold coins anywhere on the reels in one spin.</li><li>The coins lock in place, the other positions clear, and the round starts with 3 respins.</li><li>During respins only coins can land. Each new coin locks in place and resets the respin count to 3.</li><li>The round ends when all 15 positions are filled or the respins run out.</li><li>All cash values and jackpots on the locked coins are added together and paid. Filling all 15 positions also awards the Grand jackpot.</li></ol><p>Read more about <a href="/features/hold-and-win">Hold & Win</a>.</p>',
          images: [
            {
              image: "/images/games/yakuza-clash-hold-n-win/special-features/hold-and-win.webp",
              alt: "Gold coins locked on the grid with a respin counter showing 3",
            },
          ],
        },
        {
          title: "Jackpots",
          content:
            '<ol><li>Gold coins can show a Mini or Major jackpot label instead of a cash value.</li><li>A Mini coin pays 25x the bet and a Major coin pays 100x the bet when the Hold & Win round is settled.</li><li>Filling all 15 positions in Hold & Win wins the Grand jackpot of 1,000x the bet.</li><li>Jackpot prizes are added to the coin total and are fixed multiples of the bet.</li></ol><p>See our <a href="/features/jackpot">Jackpot</a> explainer.</p>',
          images: [
            {
              image: "/images/games/yakuza-clash-hold-n-win/special-features/jackpots.webp",
              alt: "Three jackpot panels reading Mini 25x, Major 100x and Grand 1,000x",
            },
          ],
        },
        {
          title: "Free spins",
          content:
            "<ol><li>Land a Sakura scatter on each of reels 2, 3 and 4 in the same spin.</li><li>Line wins from the triggering spin are paid, then 8 free spins begin.</li><li>Free spins are played at the bet that triggered them, on the same 25 paylines.</li><li>When the last free spin ends, the round total is paid.</li></ol>",
          images: [
            {
              image: "/images/games/yakuza-clash-hold-n-win/special-features/free-spins.webp",
              alt: "Cherry blossom petals drifting across the reels with a counter showing 8 free spins",
            },
          ],
        },
        {
          title: "Buy Bonus",
          content:
            '<ol><li>Open the Buy Bonus menu beside the reels.</li><li>Choose Free Spins or Coin Respin. Each costs 40x the current bet.</li><li>Free Spins starts the 8 free spins round at once; Coin Respin starts Hold & Win with 6 coins and 3 respins.</li><li>The bought round plays and pays exactly like a naturally triggered one.</li></ol><p>Learn more about <a href="/features/buy-bonus">Buy Bonus</a>. Availability depends on the operator and jurisdiction.</p>',
          images: [
            {
              image: "/images/games/yakuza-clash-hold-n-win/special-features/buy-bonus.webp",
              alt: "A Buy Bonus menu offering Free Spins and Coin Respin for 40x each",
            },
          ],
          align: "center",
        },
      ],
    },
    rules: {
      title: "Game rules",
      content:
        "<p>Yakuza Clash Hold & Win is a 5-reel, 3-row video slot with 25 fixed paylines. Choose a bet from 0.25 to 100.00 and press Spin.</p><ul><li>Line wins pay for 3, 4 or 5 matching symbols on a payline from the leftmost reel to the right, as multiples of the total bet.</li><li>Only the highest win on each payline is paid; wins on different paylines are added together.</li><li>The Dragon Wild substitutes for all symbols except the Sakura scatter and the gold coins.</li><li>6 or more gold coins trigger Hold & Win with 3 respins. Each new coin locks and resets the respins to 3. The round ends when all 15 positions are filled or no respins remain.</li><li>Coins carry cash values of up to 1,000x the bet, or the Mini (25x) or Major (100x) jackpot. Filling all 15 positions awards the Grand jackpot of 1,000x.</li><li>3 scatters on reels 2, 3 and 4 award 8 free spins.</li><li>Buy Bonus offers Free Spins or Coin Respin, each for 40x the bet.</li><li>RTP is 95.95%. Volatility is medium. The max win is 5,000x the bet; when it is reached the round ends and 5,000x is paid.</li></ul><p>Malfunction voids all pays and plays.</p>",
      image: "/images/games/yakuza-clash-hold-n-win/rules/paytable-and-jackpots.webp",
    },
    languages: {
      title: "Available in 28 languages",
    },
    overview: [
      {
        title: "Advantages for operators",
        content:
          '<ul><li>A bold, cinematic theme with a clear 5x3, 25-line base game.</li><li><a href="/features/hold-and-win">Hold & Win</a> with three fixed <a href="/features/jackpot">jackpots</a>: Mini 25x, Major 100x and Grand 1,000x.</li><li>Two separate bonus routes, coin respins and 8 free spins, to keep sessions varied.</li><li>Free Spins and Coin Respin can each be bought for 40x through <a href="/features/buy-bonus">Buy Bonus</a>.</li><li>RTP of 95.95%, medium volatility and a 5,000x max win.</li></ul>',
      },
      {
        title: "Mobile play",
        content:
          "<p>Built in HTML5, Yakuza Clash Hold & Win plays in any modern browser on phone, tablet or desktop. In portrait mode the jackpot panels stack neatly above the reels, the coin values stay legible on small screens, and the Buy Bonus menu opens with a single tap.</p>",
      },
      {
        title: "Game strategy",
        content:
          "<p>Results are random and no system can predict them. Knowing the structure helps, though: Hold & Win is where the jackpots live, and every new coin buys three more respins, so a round can run far longer than it first appears. Choose a bet that suits your budget, set limits before you start, and consider the demo mode to watch a few coin respins before playing for real money.</p>",
      },
      {
        title: "Summary",
        content:
          "<p>Yakuza Clash Hold & Win pairs a neon crime drama with a straightforward bonus structure. Six coins start Hold & Win, three fixed jackpots of 25x, 100x and 1,000x sit above the grid, and three scatters on reels 2 to 4 open 8 free spins. With 95.95% RTP, medium volatility, a 5,000x max win and two 40x buy options, it gives operators a jackpot-led title that is easy to explain to players.</p>",
      },
    ],
  },
  facts: {
    release_date: "2024-11-20",
    rtp: 95.95,
    volatility: "medium",
    hit_frequency: 63.6,
    max_win: 5000,
    min_bet: 0.25,
    max_bet: 100,
    layout: "5x3",
    paylines: "25",
    features: ["hold-and-win", "jackpot", "buy-bonus", "respin-feature"],
    theme: "Japanese crime drama",
    other_tags: ["Yakuza", "Neon Tokyo", "Coin respins", "Fixed jackpots", "Free spins"],
    game_size: "26 MB",
  },
  buy_prices: [40, 40],
  idle_reel_heights: [3, 3, 3, 3, 3],
  editorial: ["min_bet", "max_bet"],
  discrepancies: [
    {
      fact: "buy price",
      chosen: "40x (also for Free Spins and for Coin Respin)",
      other: "48x (text)",
      source:
        "catalogue.md section 9, Yakuza Clash Hold & Win: buy 40x (text also says 48x, and 40x for Free Spins and Coin Respin)",
    },
  ],
} satisfies GameRecordSource;

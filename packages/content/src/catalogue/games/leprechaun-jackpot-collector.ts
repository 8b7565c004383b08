import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Leprechaun Jackpot Collector | Quillspin Games slot",
      description:
        "Leprechaun Jackpot Collector: 20 paylines on a 5x4 grid, up to 15 free spins, a 12-cell collector bar, four jackpots and a 5,000x max win.",
    },
    subtitle: "Fill the bar, raise the multiplier, bag the jackpot",
    summary:
      "<p>At the end of the rainbow there is a leprechaun with a sack and a plan. <strong>Leprechaun Jackpot Collector</strong> plays on a 5x4 grid with 20 fixed paylines, and turns its free spins into a collecting game: gold coins land with cash values or jackpot labels, and every time the leprechaun appears he sweeps them into his sack and moves one cell further along a 12-cell progress bar.</p>",
    summary2:
      '<p>The game returns an RTP of 95.71% with medium volatility and a max win of 5,000x the bet, on bets from 0.10 to 200.00. Three, four or five rainbow scatters award 10, 12 or 15 free spins, the progress bar adds spins and lifts the collector multiplier to x2, x3 and finally x10, and four jackpots (Mini, Minor, Major and Grand) wait on the coins. A <a href="/features/buy-bonus">Buy Bonus</a> at 40x and a <a href="/features/gamble-feature">Gamble</a> option complete the set.</p>',
    special_features: [
      {
        title: "Leprechaun collector",
        content:
          '<p>During free spins the leprechaun is a <a href="/features/collecting-symbols">collecting symbol</a>: when he lands he collects the value of every gold coin in view, multiplied by his current collector multiplier.</p>',
      },
      {
        title: "12-cell progress bar",
        content:
          "<p>Each collector fills one cell of the bar. At <strong>4 cells</strong> the round gains +10 spins and a <strong>x2</strong> collector multiplier, at <strong>8 cells</strong> +10 spins and <strong>x3</strong>, and at <strong>12 cells</strong> +10 spins and <strong>x10</strong>.</p>",
      },
      {
        title: "Four jackpots",
        content:
          '<p>Gold coins can carry a <a href="/features/jackpot">jackpot</a> label instead of a cash value: Mini, Minor, Major or Grand. Collect one and its jackpot is paid.</p>',
      },
      {
        title: "Buy Bonus and Gamble",
        content:
          '<p>The <a href="/features/buy-bonus">Buy Bonus</a> starts the free spins for <strong>40x</strong> the bet. After any win, the <a href="/features/gamble-feature">Gamble</a> feature offers a red-or-black card guess to double it, for up to 2 moves.</p>',
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content:
            "<p>Twenty paylines keep line wins coming in the base game, while the free spins build value as the progress bar fills.</p>",
          image: "/images/games/leprechaun-jackpot-collector/volatility/medium-volatility-meter.webp",
          alt: "Volatility meter of Leprechaun Jackpot Collector set to medium",
          size: "m",
        },
        {
          title: "RTP 95.71%",
          content:
            "<p>The theoretical return to player is 95.71%, calculated over a very large number of rounds.</p>",
          image: "/images/games/leprechaun-jackpot-collector/volatility/rtp-95-71.webp",
          alt: "Pot of gold with a banner reading RTP 95.71%",
          size: "m",
        },
        {
          title: "Max win 5,000x",
          content:
            "<p>A single round can pay up to 5,000x the bet. The big totals come from free spins in which the collector multiplier has climbed to x10.</p>",
          image: "/images/games/leprechaun-jackpot-collector/volatility/max-win-5000x.webp",
          alt: "Leprechaun holding an overflowing sack under a max win 5,000x sign",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Pays for 5, 4 and 3 of a kind on a payline from the leftmost reel, as multiples of the total bet",
      list: [
        {
          title: "Golden Harp",
          multiplier: "5x: 25x · 4x: 5x · 3x: 1.5x",
          content:
            "<p>The top of the paytable: a gilded Celtic harp worth 25x the bet for five on a line.</p>",
          image: "/images/games/leprechaun-jackpot-collector/symbols/golden-harp.webp",
          alt: "Golden Celtic harp",
        },
        {
          title: "Clay Pipe",
          multiplier: "5x: 12.5x · 4x: 3x · 3x: 1x",
          content: "<p>The leprechaun's favourite pipe, still smoking, and the second-highest pay.</p>",
          image: "/images/games/leprechaun-jackpot-collector/symbols/clay-pipe.webp",
          alt: "Clay pipe with a curl of smoke",
        },
        {
          title: "Lucky Horseshoe",
          multiplier: "5x: 10x · 4x: 2.5x · 3x: 0.75x",
          content: "<p>A polished horseshoe hung the right way up, so the luck stays in.</p>",
          image: "/images/games/leprechaun-jackpot-collector/symbols/lucky-horseshoe.webp",
          alt: "Polished gold horseshoe",
        },
        {
          title: "Ale Tankard",
          multiplier: "5x: 7.5x · 4x: 2x · 3x: 0.5x",
          content: "<p>A foaming tankard from the village inn, paying in the middle of the table.</p>",
          image: "/images/games/leprechaun-jackpot-collector/symbols/ale-tankard.webp",
          alt: "Wooden tankard of foaming ale",
        },
        {
          title: "Top Hat",
          multiplier: "5x: 5x · 4x: 1.5x · 3x: 0.5x",
          content: "<p>A green buckled hat, the lowest of the five premium symbols.</p>",
          image: "/images/games/leprechaun-jackpot-collector/symbols/top-hat.webp",
          alt: "Green top hat with a gold buckle",
        },
        {
          title: "A",
          multiplier: "5x: 2.5x · 4x: 0.75x · 3x: 0.25x",
          content: "<p>A carved wooden ace trimmed with clover.</p>",
          image: "/images/games/leprechaun-jackpot-collector/symbols/ace.webp",
          alt: "Carved wooden letter A with clover",
        },
        {
          title: "K",
          multiplier: "5x: 2.5x · 4x: 0.75x · 3x: 0.25x",
          content: "<p>The king pays the same as the ace.</p>",
          image: "/images/games/leprechaun-jackpot-collector/symbols/king.webp",
          alt: "Carved wooden letter K with clover",
        },
        {
          title: "Q",
          multiplier: "5x: 2x · 4x: 0.5x · 3x: 0.2x",
          content: "<p>A carved wooden queen.</p>",
          image: "/images/games/leprechaun-jackpot-collector/symbols/queen.webp",
          alt: "Carved wooden letter Q with clover",
        },
        {
          title: "J",
          multiplier: "5x: 2x · 4x: 0.5x · 3x: 0.2x",
          content: "<p>The jack pays the same as the queen.</p>",
          image: "/images/games/leprechaun-jackpot-collector/symbols/jack.webp",
          alt: "Carved wooden letter J with clover",
        },
        {
          title: "10",
          multiplier: "5x: 1.5x · 4x: 0.5x · 3x: 0.2x",
          content: "<p>The lowest-paying symbol on the reels.</p>",
          image: "/images/games/leprechaun-jackpot-collector/symbols/ten.webp",
          alt: "Carved wooden number 10 with clover",
        },
        {
          title: "Shamrock Wild",
          multiplier: "Substitutes for all paying symbols",
          content:
            "<p>The four-leaf shamrock substitutes for every paying symbol. It does not replace the scatter, gold coins or the collector.</p>",
          image: "/images/games/leprechaun-jackpot-collector/symbols/shamrock-wild.webp",
          alt: "Glowing four-leaf shamrock wild",
        },
        {
          title: "Rainbow Scatter",
          multiplier: "5: 15 free spins · 4: 12 free spins · 3: 10 free spins",
          content:
            "<p>Three, four or five rainbow scatters anywhere on the grid award 10, 12 or 15 free spins.</p>",
          image: "/images/games/leprechaun-jackpot-collector/symbols/rainbow-scatter.webp",
          alt: "Rainbow arching over a pot of gold",
        },
        {
          title: "Gold Coin",
          multiplier: "Cash value or Mini, Minor, Major, Grand jackpot",
          content:
            "<p>Lands during free spins showing a cash value as a multiple of the bet or one of the four jackpot labels. It pays when the collector picks it up.</p>",
          image: "/images/games/leprechaun-jackpot-collector/symbols/gold-coin.webp",
          alt: "Gold coin with a clover stamp and a value",
        },
        {
          title: "Leprechaun Collector",
          multiplier: "Collects all coins · x2, x3 or x10 from the progress bar",
          content:
            "<p>Collects every gold coin in view and fills one cell of the 12-cell progress bar each time he lands.</p>",
          image: "/images/games/leprechaun-jackpot-collector/symbols/leprechaun-collector.webp",
          alt: "Grinning leprechaun holding an open sack",
        },
      ],
    },
    multipliers: {
      title: "Win multipliers",
      list: [
        {
          title: "Big Win",
          content: "<p>A win of 10x the bet or more brings out the fiddles.</p>",
          image: "/images/games/leprechaun-jackpot-collector/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: "<p>A win of 25x the bet or more sets the whole village dancing.</p>",
          image: "/images/games/leprechaun-jackpot-collector/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: "<p>A win of 50x the bet or more tips the pot of gold over.</p>",
          image: "/images/games/leprechaun-jackpot-collector/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content:
        "<p>Green hills, a rainbow that never quite ends and a leprechaun who is always counting: the base game, the free spins, the progress bar and the jackpot panel.</p>",
      list: [
        {
          alt: "Base game on a 5x4 grid set in rolling green hills",
          image: "/images/games/leprechaun-jackpot-collector/gallery/base-game-hills.webp",
        },
        {
          alt: "Three rainbow scatters triggering free spins",
          image: "/images/games/leprechaun-jackpot-collector/gallery/rainbow-scatters-trigger.webp",
        },
        {
          alt: "Leprechaun collecting gold coins during free spins",
          image: "/images/games/leprechaun-jackpot-collector/gallery/collector-free-spins.webp",
        },
        {
          alt: "12-cell progress bar with the x10 collector multiplier unlocked",
          image: "/images/games/leprechaun-jackpot-collector/gallery/progress-bar-x10.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Free Spins with the Leprechaun Collector",
          content:
            '<ol><li>Land 3, 4 or 5 rainbow scatters anywhere to win 10, 12 or 15 free spins.</li><li>During free spins, gold coins land with cash values or a Mini, Minor, Major or Grand <a href="/features/jackpot">jackpot</a> label.</li><li>When the leprechaun lands, he collects every gold coin in view and pays their cash values multiplied by the current collector multiplier; a jackpot coin pays its jackpot.</li><li>Each leprechaun also fills one cell of the 12-cell progress bar.</li><li>The round ends when all free spins, including those added by the bar, have been played.</li></ol>',
          images: [
            {
              image: "/images/games/leprechaun-jackpot-collector/special-features/free-spins-collector.webp",
              alt: "Leprechaun sweeping gold coins into his sack",
            },
          ],
        },
        {
          title: "The 12-cell progress bar",
          content:
            "<p>The bar above the reels tracks every collector of the round.</p><ol><li>The bar starts empty and the collector multiplier starts at x1.</li><li>4 cells filled: +10 spins and a x2 collector multiplier.</li><li>8 cells filled: +10 spins and a x3 collector multiplier.</li><li>12 cells filled: +10 spins and a x10 collector multiplier for the rest of the round.</li></ol>",
          images: [
            {
              image: "/images/games/leprechaun-jackpot-collector/special-features/progress-bar.webp",
              alt: "Progress bar of 12 clover cells with markers at 4, 8 and 12",
            },
          ],
          align: "center",
        },
        {
          title: "Buy Bonus",
          content:
            '<ol><li>Open the <a href="/features/buy-bonus">Buy Bonus</a> menu.</li><li>Confirm the price of 40x the current bet.</li><li>The free spins start straight away and play exactly as a triggered round, with the progress bar and all four jackpots in play.</li></ol>',
          images: [
            {
              image: "/images/games/leprechaun-jackpot-collector/special-features/buy-bonus.webp",
              alt: "Buy Bonus button priced at 40x the bet",
            },
          ],
        },
        {
          title: "Gamble",
          content:
            '<ol><li>After any win, choose <a href="/features/gamble-feature">Gamble</a> instead of collecting.</li><li>Pick RED or BLACK for the colour of the next card.</li><li>A correct guess doubles the win; a wrong guess loses it.</li><li>Gamble again or collect: up to 2 moves are allowed.</li></ol>',
          images: [
            {
              image: "/images/games/leprechaun-jackpot-collector/special-features/gamble-red-or-black.webp",
              alt: "Face-down card between RED and BLACK buttons",
            },
          ],
        },
      ],
    },
    rules: {
      title: "Game rules",
      content:
        "<p>Leprechaun Jackpot Collector is played on 5 reels and 4 rows with 20 fixed paylines.</p><ul><li>Choose a bet from 0.10 to 200.00 and press spin. All 20 paylines are always active.</li><li>Line wins pay for 3 or more matching symbols on a payline from the leftmost reel.</li><li>Only the highest win per payline is paid; wins on different paylines are added together.</li><li>All pays are multiples of the total bet and are shown in the paytable.</li><li>The Shamrock Wild substitutes for all paying symbols except the scatter, gold coins and the collector.</li><li>3, 4 or 5 scatters award 10, 12 or 15 free spins.</li><li>Gamble is optional and allows up to 2 moves.</li><li>The theoretical RTP is 95.71% and the max win is 5,000x the bet.</li><li>A malfunction voids all pays and plays.</li></ul>",
      image: "/images/games/leprechaun-jackpot-collector/rules/paytable-and-rules.webp",
    },
    languages: { title: "Available in 28 languages" },
    overview: [
      {
        title: "Advantages",
        content:
          "<ul><li>A free-spins round with visible progress: players always know how far they are from the next +10 spins and the next multiplier step.</li><li>The collector multiplier climbs from x2 to x3 to x10 as the 12-cell bar fills.</li><li>Four jackpot tiers, Mini to Grand, on the gold coins.</li><li>RTP of 95.71%, medium volatility, a max win of 5,000x and a 40x Buy Bonus.</li></ul>",
      },
      {
        title: "Mobile play",
        content:
          "<p>The HTML5 build scales to any phone or tablet in portrait or landscape. On small screens the progress bar moves above the grid so the 12 cells, the multiplier and the spin counter stay in view, and the RED and BLACK buttons of the Gamble screen are sized for thumbs.</p>",
      },
      {
        title: "Game strategy",
        content:
          "<p>Every spin is independent, so no pattern brings the scatters closer. The practical choices are the bet, whether to buy the bonus at 40x, and when to gamble: a wrong guess loses the whole win, so many players keep Gamble for small wins only. Try the demo mode first to get a feel for how often the leprechaun turns up.</p>",
      },
      {
        title: "Summary",
        content:
          "<p>Leprechaun Jackpot Collector mixes a classic 20-line Irish slot with a collector round that keeps getting richer: up to 15 free spins to start, +10 spins at 4, 8 and 12 cells, a multiplier that reaches x10 and four jackpots on the coins.</p>",
      },
    ],
  },
  facts: {
    release_date: "2025-11-18",
    rtp: 95.71,
    volatility: "medium",
    hit_frequency: 59.3,
    max_win: 5000,
    min_bet: 0.1,
    max_bet: 200,
    layout: "5x4",
    paylines: "20",
    features: [
      "collecting-symbols",
      "jackpot",
      "buy-bonus",
      "gamble-feature",
      "accumulative-collector-mechanic-hot-pots",
    ],
    theme: "Irish folklore",
    other_tags: ["Leprechaun", "Free Spins", "Progress Bar", "Collector Multiplier"],
    game_size: "32 MB",
  },
  win_tiers: [10, 25, 50],
  buy_prices: [40],
  idle_reel_heights: [4, 4, 4, 4, 4],
  editorial: [],
  discrepancies: [],
} satisfies GameRecordSource;

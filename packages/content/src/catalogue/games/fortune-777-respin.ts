import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Fortune 777 Respin | 3x3 Classic Slot with Gem Respins",
      description:
        "Fortune 777 Respin: a 3x3 classic slot with Diamond and Ruby Respins, a Fortune Wheel multiplier up to 20x or a rare x1000, 95.97% RTP and a 5,000x max win.",
    },
    subtitle: "Three reels, two gem respins and a wheel that multiplies wins up to x1000",
    summary: `<p>Fortune 777 Respin takes the sevens-and-bells machine of the old arcade floor and fits it into a tight 3x3 grid. Lucky sevens, cut Diamonds and Rubies, golden Bells, BARs and chilled fruit spin across five fixed paylines, and three matching symbols are all it takes to win, so every spin is settled in a moment.</p>`,
    summary2: `<p>Under the familiar surface sit three features that keep each spin open. A full stack of Diamonds starts the <a href="/features/respin-feature">Diamond Respin</a>, Ruby stacks on reels 1 and 2 or on reels 1 and 3 start the Ruby Respin, and a 3x3 block of one symbol sets the Fortune Wheel turning for a multiplier of up to 20x, or a rare x1000. With an RTP of 95.97%, medium volatility and a 5,000x max win, it is a compact classic built for quick sessions on any screen.</p>`,
    special_features: [
      {
        title: "Diamond Respin",
        content: `<p>Whenever a full stack of Diamonds covers a reel, that reel locks and the rest of the grid respins. Every new Diamond locks too and resets the count to 3 respins, pushing towards a grid full of gems.</p>`,
      },
      {
        title: "Ruby Respin",
        content: `<p>Ruby stacks on reels 1 and 2, or on reels 1 and 3, hold in place while the remaining reel respins. Each new Ruby locks and resets the count to 3, so one lucky drop can complete a 3x3 block of Rubies.</p>`,
      },
      {
        title: "Fortune Wheel",
        content: `<p>Fill the whole 3x3 grid with one symbol and the Fortune Wheel appears. Its spin multiplies the win from that grid by 2x to 20x, or by x1000 on its one rare segment.</p>`,
      },
      {
        title: "Gamble",
        content: `<p>After any win, the <a href="/features/gamble-feature">Gamble feature</a> offers a card-colour guess: pick RED or BLACK to double the win, for up to 2 moves, or collect straight away.</p>`,
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content: `<p>Steady three-of-a-kind line wins keep the balance ticking over, while the gem respins and the Fortune Wheel supply the bigger moments. A good fit for players who want a classic pace without long dry spells.</p>`,
          image: "/images/games/fortune-777-respin/volatility/medium-volatility-gauge.webp",
          alt: "Gauge with its needle at medium volatility, framed by red sevens",
          size: "m",
        },
        {
          title: "RTP 95.97%",
          content: `<p>Fortune 777 Respin returns 95.97% of all stakes to players over the long term, calculated across base game line wins, both gem respins, the Fortune Wheel and the Gamble feature.</p>`,
          image: "/images/games/fortune-777-respin/volatility/rtp-95-97.webp",
          alt: "RTP badge reading 95.97% set against a ruby backdrop",
          size: "m",
        },
        {
          title: "Max win 5,000x",
          content: `<p>A single round can pay up to 5,000x the total bet. The Fortune Wheel's rare x1000 segment, applied to a full grid paying 5x or more, is the route to the top prize.</p>`,
          image: "/images/games/fortune-777-respin/volatility/max-win-card.webp",
          alt: "Golden plaque showing a max win of 5,000x the bet",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Three matching symbols on a payline pay the amounts below, shown as multiples of the total bet.",
      list: [
        {
          title: "Wild",
          multiplier: "3x: 10x",
          content: `<p>The Wild stands in for every other symbol to complete a line and pays the highest prize in the game when three land on a payline.</p>`,
          image: "/images/games/fortune-777-respin/symbols/wild.webp",
          alt: "Glowing gold Wild emblem",
        },
        {
          title: "Lucky 777",
          multiplier: "3x: 4x",
          content: `<p>The triple red seven is the headline symbol of the reels and the best-paying regular symbol.</p>`,
          image: "/images/games/fortune-777-respin/symbols/lucky-777.webp",
          alt: "Three red sevens with a chrome outline",
        },
        {
          title: "Diamond",
          multiplier: "3x: 3x",
          content: `<p>A brilliant-cut Diamond. Besides its line pay, a full stack of Diamonds on a reel triggers the Diamond Respin.</p>`,
          image: "/images/games/fortune-777-respin/symbols/diamond.webp",
          alt: "Blue-white brilliant-cut diamond",
        },
        {
          title: "Ruby",
          multiplier: "3x: 2x",
          content: `<p>A deep red Ruby. Full stacks on reels 1 and 2 or on reels 1 and 3 trigger the Ruby Respin.</p>`,
          image: "/images/games/fortune-777-respin/symbols/ruby.webp",
          alt: "Faceted red ruby",
        },
        {
          title: "Golden Bell",
          multiplier: "3x: 1.4x",
          content: `<p>The polished Bell of the classic fruit machine, paying the top of the mid-tier.</p>`,
          image: "/images/games/fortune-777-respin/symbols/golden-bell.webp",
          alt: "Polished golden bell",
        },
        {
          title: "BAR",
          multiplier: "3x: 1x",
          content: `<p>A black-and-gold BAR block that returns the stake on any line of three.</p>`,
          image: "/images/games/fortune-777-respin/symbols/bar.webp",
          alt: "Black and gold BAR symbol",
        },
        {
          title: "Watermelon",
          multiplier: "3x: 0.8x",
          content: `<p>A juicy wedge of Watermelon, the highest of the three fruit symbols.</p>`,
          image: "/images/games/fortune-777-respin/symbols/watermelon.webp",
          alt: "Slice of watermelon",
        },
        {
          title: "Lemon",
          multiplier: "3x: 0.6x",
          content: `<p>A bright Lemon that lands often and keeps small wins coming.</p>`,
          image: "/images/games/fortune-777-respin/symbols/lemon.webp",
          alt: "Yellow lemon",
        },
        {
          title: "Cherry",
          multiplier: "3x: 0.4x",
          content: `<p>The twin Cherries are the most frequent symbol on the reels and pay the smallest prize.</p>`,
          image: "/images/games/fortune-777-respin/symbols/cherry.webp",
          alt: "Pair of red cherries on a stalk",
        },
      ],
    },
    multipliers: {
      title: "Win multipliers",
      list: [
        {
          title: "Big Win",
          content: `<p>Any win of 20x the total bet or more rolls out the Big Win banner and a spray of golden coins.</p>`,
          image: "/images/games/fortune-777-respin/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: `<p>At 40x the total bet the celebration steps up to Super Win, with the sevens lighting up across the grid.</p>`,
          image: "/images/games/fortune-777-respin/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: `<p>Wins of 60x the total bet or more earn the Mega Win screen, the highest celebration in the game.</p>`,
          image: "/images/games/fortune-777-respin/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content: `<p>A look at the velvet-and-chrome cabinet of Fortune 777 Respin: the 3x3 base game, a Ruby Respin in progress, the Fortune Wheel and a Mega Win celebration.</p>`,
      list: [
        {
          alt: "Fortune 777 Respin base game with a 3x3 grid of sevens, gems and fruit",
          image: "/images/games/fortune-777-respin/gallery/base-game-3x3-grid.webp",
        },
        {
          alt: "Ruby stacks locked on reels 1 and 2 while reel 3 respins",
          image: "/images/games/fortune-777-respin/gallery/ruby-respin.webp",
        },
        {
          alt: "The Fortune Wheel spinning above a grid filled with Diamonds",
          image: "/images/games/fortune-777-respin/gallery/fortune-wheel.webp",
        },
        {
          alt: "Mega Win celebration with gold coins bursting over the reels",
          image: "/images/games/fortune-777-respin/gallery/mega-win-celebration.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Diamond Respin",
          content: `<p>A <a href="/features/respin-feature">respin feature</a> that builds towards a grid full of Diamonds.</p><ol><li>A full stack of Diamonds lands on any reel and the Diamond Respin starts.</li><li>The stacked reel locks in place and all other positions respin. You start with 3 respins.</li><li>Each new Diamond that lands locks and resets the count to 3. Wilds that land lock as well and stand in for Diamonds.</li><li>The round ends when the grid is full or the respins run out; all line wins on the final grid are paid.</li><li>A grid completely filled with one symbol triggers the Fortune Wheel before the win is paid.</li></ol>`,
          images: [
            {
              image: "/images/games/fortune-777-respin/special-features/diamond-respin.webp",
              alt: "Diamond stack locked on reel 2 with the other reels respinning",
            },
          ],
        },
        {
          title: "Ruby Respin",
          content: `<p>Two Ruby stacks set up a shot at a full 3x3 block.</p><ol><li>Full stacks of Rubies land on reels 1 and 2, or on reels 1 and 3.</li><li>Both stacked reels lock and the remaining reel respins. You start with 3 respins.</li><li>Each new Ruby or Wild that lands locks and resets the count to 3.</li><li>The round ends when the grid is full or the respins run out, and all line wins are paid.</li><li>Completing the 3x3 block of Rubies triggers the Fortune Wheel.</li></ol>`,
          images: [
            {
              image: "/images/games/fortune-777-respin/special-features/ruby-respin.webp",
              alt: "Ruby stacks locked on reels 1 and 3 with reel 2 respinning",
            },
          ],
        },
        {
          title: "Fortune Wheel",
          content: `<p>The reward for a 3x3 block of one symbol, in the base game or at the end of a respin.</p><ol><li>All nine positions show the same symbol, with Wilds counting towards the block.</li><li>The line wins of the grid are added up and the Fortune Wheel appears.</li><li>The wheel spins and stops on a multiplier from 2x to 20x, or on its one rare x1000 segment.</li><li>The multiplier is applied to the grid win and the total is paid.</li></ol>`,
          images: [
            {
              image: "/images/games/fortune-777-respin/special-features/fortune-wheel.webp",
              alt: "Fortune Wheel with multiplier segments from 2x to 20x and one x1000",
            },
          ],
          align: "center",
        },
        {
          title: "Gamble",
          content: `<p>An optional <a href="/features/gamble-feature">double-or-nothing round</a> offered after any win.</p><ol><li>After a win, press Gamble instead of Collect.</li><li>A face-down card is shown. Pick RED or BLACK.</li><li>A correct guess doubles the win; a wrong guess loses it.</li><li>After a correct guess, gamble again or collect. Up to 2 moves are allowed per win.</li></ol>`,
          images: [
            {
              image: "/images/games/fortune-777-respin/special-features/gamble-red-or-black.webp",
              alt: "Gamble screen with a face-down card and RED and BLACK buttons",
            },
          ],
        },
      ],
    },
    rules: {
      title: "Game rules",
      content: `<p><strong>How to play</strong></p><ol><li>Choose a total bet from 0.10 to 100.00 and press Spin.</li><li>Fortune 777 Respin is played on a 3x3 grid with 5 fixed paylines: the three rows and the two diagonals.</li><li>Three matching symbols on a payline win. The paytable shows every prize as a multiple of the total bet.</li></ol><p><strong>How wins are paid</strong></p><ul><li>Only the highest win on each payline is paid; wins on different paylines are added together.</li><li>The Wild substitutes for all symbols and pays 10x for three on a line.</li><li>The Diamond Respin, Ruby Respin and Fortune Wheel pay their line wins at the end of each feature; the Fortune Wheel multiplier (2x to 20x, or a rare x1000) applies to the grid win that triggered it.</li><li>Gamble is offered after any win: RED or BLACK, a correct guess doubles, a wrong guess loses, up to 2 moves.</li></ul><p><strong>Key figures</strong></p><ul><li>RTP: 95.97%</li><li>Volatility: medium</li><li>Max win: 5,000x the total bet. When a round reaches this amount it ends and the max win is paid.</li></ul><p>Malfunction voids all pays and plays.</p>`,
      image: "/images/games/fortune-777-respin/rules/paytable-and-paylines.webp",
    },
    languages: { title: "Available in 28 languages" },
    overview: [
      {
        title: "Advantages",
        content: `<p>Fortune 777 Respin gives operators a classic three-reel title with modern hooks. The 3x3 grid and five paylines are readable at a glance, the fixed paytable from 0.4x to 10x is easy to explain, and two <a href="/features/respin-feature">respin features</a> plus a Fortune Wheel from 2x to 20x, with a rare x1000, give regular players something to chase. An RTP of 95.97%, medium volatility and a 5,000x max win sit comfortably in most lobbies.</p>`,
      },
      {
        title: "Mobile play",
        content: `<p>Built in HTML5, the game runs in any modern browser on phones, tablets and desktops. The compact grid fills a portrait screen without shrinking symbols, the Spin and Gamble buttons sit within thumb reach, and the respin and wheel animations are short enough for play on the move.</p>`,
      },
      {
        title: "Game strategy",
        content: `<p>Every spin is independent, so no pattern of bets changes the odds. The practical levers are stake size and the Gamble feature: gambling a win is a straight fifty-fifty guess that doubles or loses it, so it raises swings without changing the long-term return. Trying the demo first is a good way to see how often the gem stacks appear before choosing a stake.</p>`,
      },
      {
        title: "Summary",
        content: `<p>A lucky-sevens classic on a 3x3 grid, with Diamond and Ruby Respins that lock gems and reset to 3, a Fortune Wheel that multiplies a full-grid win by 2x to 20x or a rare x1000, RTP 95.97%, medium volatility and a 5,000x max win.</p>`,
      },
    ],
  },
  facts: {
    release_date: "2024-04-18",
    rtp: 95.97,
    volatility: "medium",
    hit_frequency: 49.1,
    max_win: 5000,
    min_bet: 0.1,
    max_bet: 100,
    layout: "3x3",
    paylines: "5",
    features: ["respin-feature", "gamble-feature"],
    theme: "Classic sevens, gems and fruit",
    other_tags: ["Classic", "Sevens", "Gems", "Respins", "Wheel"],
    game_size: "14 MB",
  },
  buy_prices: [],
  idle_reel_heights: [3, 3, 3],
  editorial: ["min_bet", "max_bet", "paylines"],
  discrepancies: [],
} satisfies GameRecordSource;

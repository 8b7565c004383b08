import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Frozen Fruits FlexiWays | 200,704 Ways Fruit Slot",
      description:
        "Frozen Fruits FlexiWays: ice-glazed fruit on six shifting reels with up to 200,704 ways, free spins at x3, x4 or x6, 96.10% RTP and a 100x Buy Bonus.",
    },
    subtitle: "Ice-glazed fruit, shifting reels and up to 200,704 ways to win",
    summary: `<p>Frozen Fruits FlexiWays puts the fruit machine in the deep freeze. Frost-rimmed watermelons, sugared grapes and glassy cherries tumble onto six reels that change height on every spin, opening up to 200,704 ways to win. Matching symbols only need to land on adjacent reels from the left, so a spin that looks quiet on one reel can still crack open across the grid.</p>`,
    summary2: `<p>Land 4 or more snowflake scatters and the player chooses how to play the free spins: 20 spins at x3, 15 spins at x4 or 10 spins at x6, with retriggers along the way. Players who would rather go straight to the cold store can use the <a href="/features/buy-bonus">Buy Bonus</a> for 100x the total bet. RTP is 96.10%, volatility is medium and bets run from 0.30 to 400.00.</p>`,
    special_features: [
      {
        title: "FlexiWays",
        content: `<p>Every reel shows a different number of symbols on each spin, and the number of ways is the count of symbols on each reel multiplied together, up to 200,704 ways. Read more on the <a href="/features/flexiways">FlexiWays</a> page.</p>`,
      },
      {
        title: "Choose your Free Spins",
        content: `<p>4 or more scatters trigger the bonus and the player picks the shape of it: 20 free spins with every win multiplied by x3, 15 free spins at x4, or 10 free spins at x6.</p>`,
      },
      {
        title: "Retriggers",
        content: `<p>The free spins are retriggerable: 4 or more scatters during the round add another set of spins with the multiplier the player chose.</p>`,
      },
      {
        title: "Buy Bonus",
        content: `<p>The <a href="/features/buy-bonus">Buy Bonus</a> opens the free-spins choice straight away for 100x the total bet.</p>`,
      },
      {
        title: "Gamble",
        content: `<p>After any win, the <a href="/features/gamble-feature">Gamble feature</a> offers a card-colour guess: pick RED or BLACK to double the win, for up to 2 moves, or collect it straight away.</p>`,
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content: `<p>Frequent low fruit wins across the shifting reels balance the swings of the free spins. The player can tune the bonus itself: more spins at x3 for a smoother ride, or fewer spins at x6 for sharper peaks.</p>`,
          image: "/images/games/frozen-fruits-flexiways/volatility/medium-volatility-ice-gauge.webp",
          alt: "Frosted gauge with its needle at medium volatility",
          size: "m",
        },
        {
          title: "RTP 96.10%",
          content: `<p>The theoretical return to player is 96.10%, measured over a very large number of spins and including the free spins in all three choices.</p>`,
          image: "/images/games/frozen-fruits-flexiways/volatility/rtp-96-1.webp",
          alt: "Ice block engraved with an RTP of 96.10%",
          size: "m",
        },
        {
          title: "Max win 5,000x",
          content: `<p>A single round can pay up to 5,000x the total bet, with the free-spins multipliers of x3, x4 and x6 doing most of the lifting.</p>`,
          image: "/images/games/frozen-fruits-flexiways/volatility/max-win-card.webp",
          alt: "Frozen trophy showing a max win of 5,000x the bet",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Pays for 3 to 6 matching symbols on adjacent reels from the left, per way, as multiples of the total bet.",
      list: [
        {
          title: "Frozen Watermelon",
          multiplier: "6x: 5x · 5x: 2.5x · 4x: 1x · 3x: 0.5x",
          content: `<p>The top fruit: a thick watermelon wedge glazed in ice, paying the highest regular prize on six reels.</p>`,
          image: "/images/games/frozen-fruits-flexiways/symbols/frozen-watermelon.webp",
          alt: "Ice-glazed watermelon wedge",
        },
        {
          title: "Sugared Grapes",
          multiplier: "6x: 4x · 5x: 2x · 4x: 0.8x · 3x: 0.4x",
          content: `<p>A bunch of purple grapes dusted with frost, the second of the premium fruits.</p>`,
          image: "/images/games/frozen-fruits-flexiways/symbols/sugared-grapes.webp",
          alt: "Bunch of frosted purple grapes",
        },
        {
          title: "Frosted Plum",
          multiplier: "6x: 3x · 5x: 1.5x · 4x: 0.6x · 3x: 0.3x",
          content: `<p>A dark plum with a crust of hoar frost and a glint of light on its skin.</p>`,
          image: "/images/games/frozen-fruits-flexiways/symbols/frosted-plum.webp",
          alt: "Dark plum covered in frost",
        },
        {
          title: "Glass Cherries",
          multiplier: "6x: 2.5x · 5x: 1.2x · 4x: 0.5x · 3x: 0.25x",
          content: `<p>Twin cherries frozen so clear they look blown from glass.</p>`,
          image: "/images/games/frozen-fruits-flexiways/symbols/glass-cherries.webp",
          alt: "Pair of cherries encased in clear ice",
        },
        {
          title: "Iced Lemon",
          multiplier: "6x: 2x · 5x: 1x · 4x: 0.4x · 3x: 0.2x",
          content: `<p>A bright lemon under a thin shell of ice, the last of the fruit symbols.</p>`,
          image: "/images/games/frozen-fruits-flexiways/symbols/iced-lemon.webp",
          alt: "Yellow lemon under a shell of ice",
        },
        {
          title: "A and K",
          multiplier: "6x: 1.5x · 5x: 0.6x · 4x: 0.3x · 3x: 0.15x",
          content: `<p>Icicle-carved Ace and King, the higher pair of royals.</p>`,
          image: "/images/games/frozen-fruits-flexiways/symbols/ace-and-king.webp",
          alt: "Ace and King letters carved from ice",
        },
        {
          title: "Q and J",
          multiplier: "6x: 1x · 5x: 0.5x · 4x: 0.2x · 3x: 0.1x",
          content: `<p>Queen and Jack in frosted blue, landing often to keep small wins flowing.</p>`,
          image: "/images/games/frozen-fruits-flexiways/symbols/queen-and-jack.webp",
          alt: "Queen and Jack letters in frosted blue",
        },
        {
          title: "10 and 9",
          multiplier: "6x: 0.8x · 5x: 0.4x · 4x: 0.15x · 3x: 0.05x",
          content: `<p>The most common symbols on the reels, cut from pale ice.</p>`,
          image: "/images/games/frozen-fruits-flexiways/symbols/ten-and-nine.webp",
          alt: "Numbers 10 and 9 cut from pale ice",
        },
        {
          title: "Wild",
          multiplier: "Substitutes for all symbols except the Scatter",
          content: `<p>The Ice Crystal Wild completes ways wins for every paying symbol. It does not replace the Scatter.</p>`,
          image: "/images/games/frozen-fruits-flexiways/symbols/ice-crystal-wild.webp",
          alt: "Blue ice crystal with the word Wild",
        },
        {
          title: "Scatter",
          multiplier: "6x: 50x · 5x: 10x · 4x: 3x, plus Free Spins",
          content: `<p>The snowflake Scatter pays anywhere on the reels, and 4 or more of them trigger the free-spins choice.</p>`,
          image: "/images/games/frozen-fruits-flexiways/symbols/snowflake-scatter.webp",
          alt: "Glittering snowflake Scatter symbol",
        },
      ],
    },
    multipliers: {
      title: "Win multipliers",
      list: [
        {
          title: "Big Win",
          content: `<p>Wins of 20x the total bet or more freeze the reels for the Big Win banner.</p>`,
          image: "/images/games/frozen-fruits-flexiways/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: `<p>At 40x the total bet the screen frosts over for a Super Win.</p>`,
          image: "/images/games/frozen-fruits-flexiways/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: `<p>Wins of 60x the total bet or more set off the Mega Win blizzard, the top celebration in the game.</p>`,
          image: "/images/games/frozen-fruits-flexiways/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content: `<p>Frozen Fruits FlexiWays in pictures: the shifting six-reel grid, the free-spins choice, a x6 round in play and a frosty Mega Win.</p>`,
      list: [
        {
          alt: "Six reels of different heights filled with ice-glazed fruit",
          image: "/images/games/frozen-fruits-flexiways/gallery/base-game-flexiways-reels.webp",
        },
        {
          alt: "Free spins choice screen offering 20 spins x3, 15 spins x4 or 10 spins x6",
          image: "/images/games/frozen-fruits-flexiways/gallery/free-spins-choice.webp",
        },
        {
          alt: "Free spins in play with a x6 multiplier shown above the reels",
          image: "/images/games/frozen-fruits-flexiways/gallery/free-spins-x6.webp",
        },
        {
          alt: "Mega Win celebration with snow falling over frozen fruit",
          image: "/images/games/frozen-fruits-flexiways/gallery/mega-win-blizzard.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Free Spins with a choice",
          content: `<ol><li>Land 4 or more snowflake Scatters anywhere on the reels. The Scatter win is paid first.</li><li>Choose one option: 20 free spins at x3, 15 free spins at x4 or 10 free spins at x6.</li><li>Every win during the free spins is multiplied by the chosen multiplier.</li><li>4 or more Scatters during the round retrigger the feature and add another set of spins with the same multiplier.</li><li>When the last spin is played, the total of the round is added to the balance.</li></ol>`,
          images: [
            {
              image: "/images/games/frozen-fruits-flexiways/special-features/free-spins-choice.webp",
              alt: "Three frozen tiles: 20 spins x3, 15 spins x4 and 10 spins x6",
            },
          ],
          align: "center",
        },
        {
          title: "Buy Bonus",
          content: `<ol><li>Press the <a href="/features/buy-bonus">Buy Bonus</a> button next to the spin button.</li><li>Confirm the price of 100x the total bet.</li><li>The free-spins choice opens at once: 20 spins at x3, 15 at x4 or 10 at x6.</li><li>The bought round plays exactly like a triggered one, retriggers included.</li></ol>`,
          images: [
            {
              image: "/images/games/frozen-fruits-flexiways/special-features/buy-bonus.webp",
              alt: "Buy Bonus panel showing a price of 100x the total bet",
            },
          ],
        },
        {
          title: "FlexiWays",
          content: `<ol><li>Each spin, every reel lands with its own number of symbols.</li><li>The ways for that spin are the symbol counts of the reels multiplied together, up to 200,704 ways.</li><li>A win needs matching symbols on 3 or more adjacent reels, starting from the leftmost reel.</li><li>Each way is paid separately and all ways wins are added together.</li></ol>`,
          images: [
            {
              image: "/images/games/frozen-fruits-flexiways/special-features/flexiways-reels.webp",
              alt: "Diagram of six reels of different heights forming ways wins",
            },
          ],
        },
        {
          title: "Gamble",
          content: `<p>An optional <a href="/features/gamble-feature">double-or-nothing round</a> offered after any win.</p><ol><li>After a win, press Gamble instead of Collect.</li><li>A face-down card is shown, rimed with frost. Pick RED or BLACK.</li><li>A correct guess doubles the win; a wrong guess loses it.</li><li>After a correct guess, gamble again or collect. Up to 2 moves are allowed per win.</li></ol>`,
          images: [
            {
              image: "/images/games/frozen-fruits-flexiways/special-features/gamble-red-or-black.webp",
              alt: "Gamble screen with a frosted face-down card and RED and BLACK buttons",
            },
          ],
        },
      ],
    },
    rules: {
      title: "Game rules",
      content: `<p><strong>How to play</strong></p><ol><li>Choose a total bet from 0.30 to 400.00 and press Spin.</li><li>The game has 6 reels whose heights change on every spin, giving up to 200,704 ways to win.</li><li>Matching symbols on adjacent reels from the leftmost reel win. The paytable shows each prize per way as a multiple of the total bet.</li></ol><p><strong>How wins are paid</strong></p><ul><li>Only the highest win per way is paid; wins on different ways are added together.</li><li>The Wild substitutes for all symbols except the Scatter.</li><li>Scatters pay in any position and are added to the ways wins.</li><li>4 or more Scatters trigger the free-spins choice: 20 spins x3, 15 spins x4 or 10 spins x6. The feature can be retriggered.</li><li>Buy Bonus: the free-spins choice can be bought for 100x the total bet.</li><li>Gamble is offered after any win: RED or BLACK, a correct guess doubles, a wrong guess loses, up to 2 moves.</li></ul><p><strong>Key figures</strong></p><ul><li>RTP: 96.10%</li><li>Volatility: medium</li><li>Max win: 5,000x the total bet. When a round reaches this amount it ends and the max win is paid.</li><li>Bets: 0.30 to 400.00</li></ul><p>Malfunction voids all pays and plays.</p>`,
      image: "/images/games/frozen-fruits-flexiways/rules/paytable-and-ways.webp",
    },
    languages: {
      title: "Available in 28 languages",
    },
    overview: [
      {
        title: "Advantages",
        content: `<p>Frozen Fruits FlexiWays pairs the most recognisable slot theme with a modern engine. <a href="/features/flexiways">FlexiWays</a> reels with up to 200,704 ways keep the base game lively, the three-way free-spins choice lets each player set their own risk, the <a href="/features/buy-bonus">Buy Bonus</a> at 100x serves feature hunters, and a RED or BLACK <a href="/features/gamble-feature">Gamble</a> follows any win for players who want it. A wide bet range from 0.30 to 400.00 covers casual players and high stakes alike, at an RTP of 96.10%.</p>`,
      },
      {
        title: "Mobile play",
        content: `<p>The HTML5 build scales the six reels to portrait and landscape screens, with fruit symbols drawn to stay clear at phone size. The free-spins choice uses three large tiles that are easy to tap, and the Buy Bonus sits beside the spin button on every device.</p>`,
      },
      {
        title: "Game strategy",
        content: `<p>The free-spins choice is the main decision. 20 spins at x3 spread the value over more spins for a steadier round; 10 spins at x6 concentrate it into fewer, more volatile spins. Neither option changes the rules of the base game, so pick the one that suits the session budget and patience. Set a budget before using the Buy Bonus, and try the demo to get a feel for each option.</p>`,
      },
      {
        title: "Summary",
        content: `<p>Ice-cold fruit on six shifting reels with up to 200,704 ways, free spins of 20 at x3, 15 at x4 or 10 at x6 with retriggers, a 100x Buy Bonus, RTP 96.10%, medium volatility and bets from 0.30 to 400.00.</p>`,
      },
    ],
  },
  facts: {
    release_date: "2024-12-05",
    rtp: 96.1,
    volatility: "medium",
    hit_frequency: 45.5,
    max_win: 5000,
    min_bet: 0.3,
    max_bet: 400,
    layout: "6 reels, up to 7-8-8-8-8-7 symbols",
    paylines: "200,704 ways",
    features: ["flexiways", "buy-bonus", "gamble-feature"],
    theme: "Frozen fruit",
    other_tags: ["Fruit", "Winter", "Free Spins", "Multipliers"],
    game_size: "22 MB",
  },
  buy_prices: [100],
  idle_reel_heights: [4, 5, 5, 5, 5, 4],
  symbol_files: {
    ace: "ace-and-king",
    king: "ace-and-king",
    queen: "queen-and-jack",
    jack: "queen-and-jack",
    ten: "ten-and-nine",
    nine: "ten-and-nine",
    wild: "ice-crystal-wild",
    scatter: "snowflake-scatter",
  },
  editorial: ["max_win", "layout"],
  discrepancies: [],
} satisfies GameRecordSource;

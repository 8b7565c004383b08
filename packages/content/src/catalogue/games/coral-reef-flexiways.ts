import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Coral Reef FlexiWays | 117,649 Ways Underwater Slot | Quillspin",
      description:
        "Coral Reef FlexiWays: 6 reels, up to 117,649 ways, x2 and x3 multiplier wilds, Raining Wilds free spins, 96.08% RTP and a 12,305x max win.",
    },
    subtitle: "Pearl wilds rain down on a reef of up to 117,649 ways",
    summary:
      '<p>Sunlight ripples over a living reef in <strong>Coral Reef FlexiWays</strong>, where turtles glide between the coral heads and shoals of clownfish dart through the anemones. Six reels of up to 7 symbols each change height on every spin, giving up to 117,649 ways to win with <a href="/features/flexiways">FlexiWays</a>, and every Pearl Wild carries a x2 or x3 multiplier.</p>',
    summary2:
      '<p>Giant Clam scatters open the Raining Wilds free spins: up to 30 spins, with up to 6 Pearl Wilds falling onto the reels on each one. The game returns 96.08% with medium volatility and a max win of 12,305x, with a <a href="/features/buy-bonus">Buy Bonus</a> at 100x and a <a href="/features/gamble-feature">Gamble Feature</a> after any win.</p>',
    special_features: [
      {
        title: "FlexiWays, up to 117,649 ways",
        content:
          '<p>With <a href="/features/flexiways">FlexiWays</a>, each of the six reels lands showing up to 7 symbols, and its height changes from spin to spin. With all six reels at full height, a spin opens up to 117,649 ways to win.</p>',
      },
      {
        title: "Multiplier Pearl Wilds",
        content:
          "<p>Every Pearl Wild carries a x2 or x3 multiplier. When more than one wild is part of the same win, their multipliers are multiplied together.</p>",
      },
      {
        title: "Raining Wilds free spins",
        content:
          "<p>Three to six Giant Clam scatters award 10, 15, 20 or 30 free spins. On every free spin, between 1 and 6 Pearl Wilds rain down onto the reels before they stop, at most one on each reel.</p>",
      },
      {
        title: "Buy Bonus and Gamble",
        content:
          '<p>The <a href="/features/buy-bonus">Buy Bonus</a> opens the Raining Wilds round for 100x the bet, and the <a href="/features/gamble-feature">Gamble Feature</a> offers a RED or BLACK guess after any win.</p>',
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content:
            "<p>Tens of thousands of ways keep the base game busy with small and mid-sized wins, and the multiplier wilds of the free spins deliver the larger ones. The overall profile is medium volatility.</p>",
          image: "/images/games/coral-reef-flexiways/volatility/medium-volatility.webp",
          alt: "Bubble gauge for Coral Reef FlexiWays showing medium volatility",
          size: "m",
        },
        {
          title: "RTP 96.08%",
          content:
            "<p>The theoretical return to player is 96.08%, the long-run average over a very large number of simulated game rounds. Individual sessions can land above or below it.</p>",
          image: "/images/games/coral-reef-flexiways/volatility/rtp.webp",
          alt: "Pearl badge showing the 96.08% RTP of Coral Reef FlexiWays",
          size: "m",
        },
        {
          title: "Max win 12,305x",
          content:
            "<p>A single game round can pay up to 12,305x the total bet. The top results come when several x3 Pearl Wilds join one win during the Raining Wilds free spins.</p>",
          image: "/images/games/coral-reef-flexiways/volatility/max-win.webp",
          alt: "Sea turtle surrounded by glowing pearls for the 12,305x max win",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Pays are for 3 to 6 matching symbols on adjacent reels from the leftmost reel, as multiples of the total bet, for each way.",
      list: [
        {
          title: "Sea Turtle",
          multiplier: "6x: 12x · 5x: 5x · 4x: 2x · 3x: 1x",
          content: "<p>A green sea turtle gliding over the reef, the highest-paying symbol.</p>",
          image: "/images/games/coral-reef-flexiways/symbols/sea-turtle.webp",
          alt: "Green sea turtle swimming over coral",
        },
        {
          title: "Octopus",
          multiplier: "6x: 8x · 5x: 3x · 4x: 1.5x · 3x: 0.8x",
          content: "<p>A curious red octopus peering out from a coral crevice.</p>",
          image: "/images/games/coral-reef-flexiways/symbols/octopus.webp",
          alt: "Red octopus curling its arms around coral",
        },
        {
          title: "Seahorse",
          multiplier: "6x: 6x · 5x: 2.5x · 4x: 1.2x · 3x: 0.6x",
          content: "<p>A golden seahorse anchored by its tail to a sea fan.</p>",
          image: "/images/games/coral-reef-flexiways/symbols/seahorse.webp",
          alt: "Golden seahorse holding onto a sea fan",
        },
        {
          title: "Clownfish",
          multiplier: "6x: 5x · 5x: 2x · 4x: 1x · 3x: 0.5x",
          content: "<p>An orange and white clownfish darting out of its anemone.</p>",
          image: "/images/games/coral-reef-flexiways/symbols/clownfish.webp",
          alt: "Orange and white clownfish by an anemone",
        },
        {
          title: "Starfish",
          multiplier: "6x: 4x · 5x: 1.5x · 4x: 0.8x · 3x: 0.4x",
          content: "<p>A bright blue starfish, the fifth premium.</p>",
          image: "/images/games/coral-reef-flexiways/symbols/starfish.webp",
          alt: "Bright blue starfish on sand",
        },
        {
          title: "Ace",
          multiplier: "6x: 2x · 5x: 0.8x · 4x: 0.4x · 3x: 0.2x",
          content: "<p>A royal shaped from pink coral, paying the same as the King.</p>",
          image: "/images/games/coral-reef-flexiways/symbols/ace.webp",
          alt: "Pink coral letter A",
        },
        {
          title: "King",
          multiplier: "6x: 2x · 5x: 0.8x · 4x: 0.4x · 3x: 0.2x",
          content: "<p>A pink coral King.</p>",
          image: "/images/games/coral-reef-flexiways/symbols/king.webp",
          alt: "Pink coral letter K",
        },
        {
          title: "Queen",
          multiplier: "6x: 1.5x · 5x: 0.6x · 4x: 0.3x · 3x: 0.15x",
          content: "<p>An orange coral Queen, paying the same as the Jack.</p>",
          image: "/images/games/coral-reef-flexiways/symbols/queen.webp",
          alt: "Orange coral letter Q",
        },
        {
          title: "Jack",
          multiplier: "6x: 1.5x · 5x: 0.6x · 4x: 0.3x · 3x: 0.15x",
          content: "<p>An orange coral Jack.</p>",
          image: "/images/games/coral-reef-flexiways/symbols/jack.webp",
          alt: "Orange coral letter J",
        },
        {
          title: "Ten",
          multiplier: "6x: 1x · 5x: 0.5x · 4x: 0.25x · 3x: 0.1x",
          content: "<p>A purple coral 10, paying the same as the Nine.</p>",
          image: "/images/games/coral-reef-flexiways/symbols/ten.webp",
          alt: "Purple coral number 10",
        },
        {
          title: "Nine",
          multiplier: "6x: 1x · 5x: 0.5x · 4x: 0.25x · 3x: 0.1x",
          content: "<p>A purple coral 9, the most frequent symbol.</p>",
          image: "/images/games/coral-reef-flexiways/symbols/nine.webp",
          alt: "Purple coral number 9",
        },
        {
          title: "Pearl Wild",
          multiplier: "Substitutes · carries x2 or x3",
          content:
            "<p>The wild lands on reels 2 to 6 in the base game and substitutes for every symbol except the scatter. Each one carries a x2 or x3 multiplier, and the multipliers of several wilds in one win are multiplied together.</p>",
          image: "/images/games/coral-reef-flexiways/symbols/pearl-wild.webp",
          alt: "Glowing pearl in an open shell with a x3 badge, the wild symbol",
        },
        {
          title: "Giant Clam Scatter",
          multiplier: "6x: 30 free spins · 5x: 20 free spins · 4x: 15 free spins · 3x: 10 free spins",
          content:
            "<p>The scatter counts anywhere on the reels, at most one per reel. Three or more trigger the Raining Wilds free spins.</p>",
          image: "/images/games/coral-reef-flexiways/symbols/giant-clam-scatter.webp",
          alt: "Giant clam opening to reveal a golden light, the scatter symbol",
        },
      ],
    },
    multipliers: {
      title: "Win tiers",
      list: [
        {
          title: "Big Win",
          content:
            "<p>Shown for wins of 20x the bet or more, as a shoal of fish sweeps across the reels.</p>",
          image: "/images/games/coral-reef-flexiways/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: "<p>Shown for wins of 40x the bet or more, with pearls rising in a column of bubbles.</p>",
          image: "/images/games/coral-reef-flexiways/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: "<p>Shown for wins of 60x the bet or more, as the sea turtle circles the whole reef.</p>",
          image: "/images/games/coral-reef-flexiways/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content:
        "<p>Turquoise water, sunlit coral and drifting pearls: the FlexiWays reels, a multiplier wild win, the Raining Wilds free spins and the Gamble screen.</p>",
      list: [
        {
          alt: "Coral Reef FlexiWays base game with six reels of different heights over a reef",
          image: "/images/games/coral-reef-flexiways/gallery/base-game.webp",
        },
        {
          alt: "Two Pearl Wilds with x2 and x3 multipliers joining one win",
          image: "/images/games/coral-reef-flexiways/gallery/multiplier-wilds.webp",
        },
        {
          alt: "Raining Wilds free spins with pearls falling onto the reels",
          image: "/images/games/coral-reef-flexiways/gallery/raining-wilds.webp",
        },
        {
          alt: "Gamble screen with a face-down card and red and black buttons",
          image: "/images/games/coral-reef-flexiways/gallery/gamble-screen.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Multiplier Pearl Wilds",
          content:
            "<ol><li>Pearl Wilds land on reels 2 to 6 in the base game and substitute for every symbol except the scatter.</li><li>Each wild shows a x2 or x3 multiplier as it lands.</li><li>A win that includes one wild is multiplied by that wild's value.</li><li>A win that includes several wilds is multiplied by all of their values multiplied together, so two x3 wilds give x9.</li></ol>",
          images: [
            {
              image: "/images/games/coral-reef-flexiways/special-features/multiplier-wilds.webp",
              alt: "Pearl Wilds showing x2 and x3 multipliers on the reels",
            },
          ],
        },
        {
          title: "Raining Wilds free spins",
          content:
            "<ol><li>Land 3, 4, 5 or 6 Giant Clam scatters to win 10, 15, 20 or 30 free spins.</li><li>The free spins play at the bet of the triggering spin.</li><li>On every free spin, between 1 and 6 Pearl Wilds rain down onto random positions, at most one on each reel.</li><li>Each falling wild carries a x2 or x3 multiplier, combined as in the base game.</li><li>The round ends when the spins run out or the total reaches the 12,305x max win.</li></ol>",
          images: [
            {
              image: "/images/games/coral-reef-flexiways/special-features/raining-wilds.webp",
              alt: "Six pearl wilds falling onto the reels during free spins",
            },
          ],
        },
        {
          title: "Buy Bonus",
          content:
            '<ol><li>Press the <a href="/features/buy-bonus">Buy Bonus</a> button.</li><li>Confirm the price of 100x the current total bet.</li><li>A spin lands 3 to 6 Giant Clam scatters and the Raining Wilds round starts with the matching 10, 15, 20 or 30 free spins.</li></ol>',
          images: [
            {
              image: "/images/games/coral-reef-flexiways/special-features/buy-bonus.webp",
              alt: "Buy Bonus panel offering Raining Wilds for 100x the bet",
            },
          ],
        },
        {
          title: "Gamble",
          content:
            '<p>The <a href="/features/gamble-feature">Gamble Feature</a> is offered after any win.</p><ol><li>After any win, press Gamble instead of collecting.</li><li>A face-down card is shown: pick <strong>RED</strong> or <strong>BLACK</strong>.</li><li>A correct guess doubles the win; a wrong guess loses it.</li><li>After a correct guess you may collect or gamble again, up to 2 moves in total, after which the win is collected automatically.</li></ol>',
          images: [
            {
              image: "/images/games/coral-reef-flexiways/special-features/gamble.webp",
              alt: "Gamble card with red and black choices",
            },
          ],
        },
      ],
    },
    rules: {
      title: "Game rules",
      content:
        '<p><strong>How to play.</strong> Set a total bet from 0.20 to 100.00 and press Spin, or set up autoplay.</p><ul><li>The game has six reels using <a href="/features/flexiways">FlexiWays</a>: on every spin each reel shows a different number of symbols, up to 7, for up to 117,649 ways.</li><li>A win needs 3 or more matching symbols on adjacent reels, starting from the leftmost reel. Every way is paid, and the number of ways is the product of the matching symbols on each reel.</li><li>Pays are multiplied by the total bet and by the multipliers of any Pearl Wilds in the win.</li><li>Pearl Wilds substitute for every symbol except the Giant Clam scatter and carry x2 or x3; several wilds in one win multiply together.</li><li>3, 4, 5 or 6 scatters award 10, 15, 20 or 30 Raining Wilds free spins, with up to 6 wilds falling on each spin.</li><li>The Buy Bonus costs 100x the total bet.</li><li>Gamble: after any win, pick RED or BLACK. A correct guess doubles the win, a wrong guess loses it, up to 2 moves.</li><li>The theoretical RTP is 96.08%. The max win is 12,305x the total bet per game round.</li></ul><p>Malfunction voids all pays and plays.</p>',
      image: "/images/games/coral-reef-flexiways/rules/flexiways-reels.webp",
    },
    languages: {
      title: "Available in 28 languages",
    },
    overview: [
      {
        title: "Advantages",
        content:
          '<ul><li><a href="/features/flexiways">FlexiWays</a> on six reels with up to 117,649 ways.</li><li>Pearl Wilds with x2 or x3 multipliers that multiply together in a shared win.</li><li>Raining Wilds free spins: up to 30 spins and up to 6 falling wilds on each.</li><li>96.08% RTP, medium volatility and a 12,305x max win, with a <a href="/features/buy-bonus">Buy Bonus</a> at 100x and a <a href="/features/gamble-feature">Gamble Feature</a>.</li></ul>',
      },
      {
        title: "Mobile play",
        content:
          "<p>Coral Reef FlexiWays is an HTML5 game of 20 MB, played from one build on desktop, mobile and tablet. In portrait the six reels fill the screen height, the wild multipliers are printed large enough to read at a glance, and all controls sit within thumb reach.</p>",
      },
      {
        title: "Game strategy",
        content:
          '<p>The value of the game lies in the wilds: a single x3 wild lifts a modest way win, but two or three in one win multiply together, which is where the big results of the Raining Wilds round come from. The number of scatters decides the length of the round, from 10 to 30 spins. The <a href="/features/buy-bonus">Buy Bonus</a> at 100x is a substantial outlay, so set a budget before using it, and keep the Gamble, a straight RED or BLACK guess, for smaller wins. Demo mode is a simple way to see the Raining Wilds in action first.</p>',
      },
      {
        title: "Summary",
        content:
          "<p>Coral Reef FlexiWays is a bright, calm-looking reef with real depth underneath: up to 117,649 ways, multiplier wilds of x2 or x3, Raining Wilds free spins with up to 30 spins and 6 wilds per spin, 96.08% RTP and a 12,305x max win.</p>",
      },
    ],
  },
  facts: {
    release_date: "2025-04-16",
    rtp: 96.08,
    volatility: "medium",
    hit_frequency: 46.1,
    max_win: 12305,
    min_bet: 0.2,
    max_bet: 100,
    layout: "6 reels, up to 7 symbols",
    paylines: "up to 117,649 ways",
    features: ["flexiways", "buy-bonus", "gamble-feature"],
    theme: "Underwater coral reef",
    other_tags: ["Ocean", "Sea turtle", "Multiplier wilds", "Free spins"],
    game_size: "20 MB",
  },
  buy_prices: [100],
  idle_reel_heights: [5, 5, 5, 5, 5, 5],
  editorial: ["min_bet", "max_bet"],
  discrepancies: [
    {
      fact: "rtp",
      chosen: "96.08%",
      other: "96% (another text)",
      source: "catalogue.md section 9, Coral Reef FlexiWays: RTP 96.08% (another text says 96%)",
    },
    {
      fact: "paylines",
      chosen: "117,649 ways",
      other: "50,040 ways (one place)",
      source: "catalogue.md section 9, Coral Reef FlexiWays: ways 117,649 (also 50,040 in one place)",
    },
    {
      fact: "max_win",
      chosen: "12,305x (heading)",
      other: "5,000x (text)",
      source: "catalogue.md section 9, Coral Reef FlexiWays: max win x12305 (heading) versus 5,000 (text)",
    },
  ],
} satisfies GameRecordSource;

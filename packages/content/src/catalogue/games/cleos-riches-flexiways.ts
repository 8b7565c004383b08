import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Cleo's Riches FlexiWays | 200,704 Ways Egyptian Slot | Quillspin",
      description:
        "Cleo's Riches FlexiWays: up to 200,704 ways, cascades that raise a win multiplier, a choice of free spins, 95.91% RTP and a 5,000x max win.",
    },
    subtitle: "Cascading gold along the Nile, on up to 200,704 ways",
    summary:
      '<p>Lamplight flickers across the treasure vault of the last queen of Egypt in <strong>Cleo\'s Riches FlexiWays</strong>. Six reels change height on every spin: the outer reels show up to 7 symbols and the four inner reels up to 8, giving up to 200,704 ways to win with <a href="/features/flexiways">FlexiWays</a>. Winning symbols crumble into dust and <a href="/features/cascades">Cascades</a> drop new ones in their place, and each cascade adds 1x to the win multiplier.</p>',
    summary2:
      '<p>Three scatters award 10 free spins, which the player can trade for 15 spins at 1x or 5 spins at 10x, or keep as 10 spins at 5x. The game returns 95.91% with medium volatility and a max win of 5,000x. Operators can offer the <a href="/features/buy-bonus">Buy Bonus</a> at 100x, a <a href="/features/double-chance">Double Chance</a> mode for more frequent scatters, and a <a href="/features/gamble-feature">Gamble Feature</a> after any win.</p>',
    special_features: [
      {
        title: "FlexiWays, up to 200,704 ways",
        content:
          '<p>With <a href="/features/flexiways">FlexiWays</a>, every reel lands with a new height. Reels 1 and 6 show at most 7 symbols and reels 2 to 5 at most 8, so a spin can open up to 200,704 ways to win.</p>',
      },
      {
        title: "Cascades with a rising multiplier",
        content:
          '<p><a href="/features/cascades">Cascades</a> remove every winning symbol and drop new ones into the gaps, and they keep going until no winning combination forms. Each cascade adds 1x to the multiplier applied to the next win.</p>',
      },
      {
        title: "Choose your free spins",
        content:
          "<p>Three scatters award 10 free spins at a 5x starting multiplier. Before the round begins the player can swap them for 15 spins at 1x or 5 spins at 10x. Three or more scatters during the round add 5 spins.</p>",
      },
      {
        title: "Double Chance or Buy Bonus",
        content:
          '<p><a href="/features/double-chance">Double Chance</a> raises the stake to make scatters land more often, and disables the <a href="/features/buy-bonus">Buy Bonus</a> while it is on. With it off, the free spins can be bought for 100x.</p>',
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content:
            "<p>Thousands of ways and chains of cascades keep small wins coming, while the free-spin multipliers supply the bigger results. The overall profile is medium volatility.</p>",
          image: "/images/games/cleos-riches-flexiways/volatility/medium-volatility.webp",
          alt: "Golden scales for Cleo's Riches FlexiWays balanced at medium volatility",
          size: "m",
        },
        {
          title: "RTP 95.91%",
          content:
            "<p>The theoretical return to player is 95.91%, the long-run average over a very large number of simulated game rounds. Individual sessions will vary around it.</p>",
          image: "/images/games/cleos-riches-flexiways/volatility/rtp.webp",
          alt: "Carved scarab badge showing the 95.91% RTP of Cleo's Riches FlexiWays",
          size: "m",
        },
        {
          title: "Max win 5,000x",
          content:
            "<p>A single game round, cascades and free spins included, can pay up to 5,000x the total bet. A round that reaches 5,000x ends and pays the max win.</p>",
          image: "/images/games/cleos-riches-flexiways/volatility/max-win.webp",
          alt: "Cleopatra's treasure vault piled with gold for the 5,000x max win",
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
          title: "Cleopatra",
          multiplier: "6x: 10x · 5x: 4x · 4x: 2x · 3x: 1x",
          content: "<p>The queen herself, in a golden vulture crown, and the highest-paying symbol.</p>",
          image: "/images/games/cleos-riches-flexiways/symbols/cleopatra.webp",
          alt: "Cleopatra in a golden vulture crown",
        },
        {
          title: "Golden Scarab",
          multiplier: "6x: 6x · 5x: 2.5x · 4x: 1.2x · 3x: 0.6x",
          content: "<p>A jewelled scarab beetle, the sacred emblem of rebirth.</p>",
          image: "/images/games/cleos-riches-flexiways/symbols/golden-scarab.webp",
          alt: "Jewelled golden scarab beetle",
        },
        {
          title: "Eye of Horus",
          multiplier: "6x: 5x · 5x: 2x · 4x: 1x · 3x: 0.5x",
          content: "<p>The protective eye, inlaid in lapis lazuli.</p>",
          image: "/images/games/cleos-riches-flexiways/symbols/eye-of-horus.webp",
          alt: "Eye of Horus inlaid in blue lapis lazuli",
        },
        {
          title: "Ankh",
          multiplier: "6x: 4x · 5x: 1.5x · 4x: 0.8x · 3x: 0.4x",
          content: "<p>A golden ankh, the key of life.</p>",
          image: "/images/games/cleos-riches-flexiways/symbols/ankh.webp",
          alt: "Golden ankh",
        },
        {
          title: "Sacred Cat",
          multiplier: "6x: 3x · 5x: 1.2x · 4x: 0.6x · 3x: 0.3x",
          content: "<p>A bronze statue of Bastet's cat, the fifth premium.</p>",
          image: "/images/games/cleos-riches-flexiways/symbols/sacred-cat.webp",
          alt: "Bronze statue of a seated cat with a gold earring",
        },
        {
          title: "Ace",
          multiplier: "6x: 2x · 5x: 0.8x · 4x: 0.4x · 3x: 0.2x",
          content: "<p>A royal carved in sandstone, paying the same as the King.</p>",
          image: "/images/games/cleos-riches-flexiways/symbols/ace.webp",
          alt: "Sandstone letter A",
        },
        {
          title: "King",
          multiplier: "6x: 2x · 5x: 0.8x · 4x: 0.4x · 3x: 0.2x",
          content: "<p>A sandstone King.</p>",
          image: "/images/games/cleos-riches-flexiways/symbols/king.webp",
          alt: "Sandstone letter K",
        },
        {
          title: "Queen",
          multiplier: "6x: 1.5x · 5x: 0.6x · 4x: 0.3x · 3x: 0.15x",
          content: "<p>A sandstone Queen, paying the same as the Jack.</p>",
          image: "/images/games/cleos-riches-flexiways/symbols/queen.webp",
          alt: "Sandstone letter Q",
        },
        {
          title: "Jack",
          multiplier: "6x: 1.5x · 5x: 0.6x · 4x: 0.3x · 3x: 0.15x",
          content: "<p>A sandstone Jack.</p>",
          image: "/images/games/cleos-riches-flexiways/symbols/jack.webp",
          alt: "Sandstone letter J",
        },
        {
          title: "Ten",
          multiplier: "6x: 1x · 5x: 0.5x · 4x: 0.25x · 3x: 0.1x",
          content: "<p>The lowest symbol, a sandstone 10.</p>",
          image: "/images/games/cleos-riches-flexiways/symbols/ten.webp",
          alt: "Sandstone number 10",
        },
        {
          title: "Golden Sphinx Wild",
          multiplier: "Substitutes on reels 2 to 5",
          content:
            "<p>The wild lands on reels 2 to 5 and substitutes for every symbol except the scatter, joining ways wins across the vault.</p>",
          image: "/images/games/cleos-riches-flexiways/symbols/golden-sphinx-wild.webp",
          alt: "Golden sphinx, the wild symbol",
        },
        {
          title: "Pyramid Scatter",
          multiplier: "3 or more: 10 free spins · 3 or more in free spins: +5 spins",
          content:
            "<p>The scatter counts anywhere. Three or more trigger the free spins, and three or more during the round add 5 spins.</p>",
          image: "/images/games/cleos-riches-flexiways/symbols/pyramid-scatter.webp",
          alt: "Glowing golden pyramid, the scatter symbol",
        },
      ],
    },
    multipliers: {
      title: "Win tiers",
      list: [
        {
          title: "Big Win",
          content: "<p>Shown for wins of 20x the bet or more, as the vault doors swing open.</p>",
          image: "/images/games/cleos-riches-flexiways/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: "<p>Shown for wins of 40x the bet or more, with gold pouring down the reels.</p>",
          image: "/images/games/cleos-riches-flexiways/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: "<p>Shown for wins of 60x the bet or more, as Cleopatra raises her sceptre.</p>",
          image: "/images/games/cleos-riches-flexiways/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content:
        "<p>Sandstone, lapis and lamplit gold: the shifting FlexiWays reels, a cascade chain, the free-spins choice and the Gamble screen.</p>",
      list: [
        {
          alt: "Cleo's Riches FlexiWays base game with six reels of different heights",
          image: "/images/games/cleos-riches-flexiways/gallery/base-game.webp",
        },
        {
          alt: "Winning symbols crumbling as a cascade raises the multiplier",
          image: "/images/games/cleos-riches-flexiways/gallery/cascade-multiplier.webp",
        },
        {
          alt: "Free spins choice screen with three options of spins and multiplier",
          image: "/images/games/cleos-riches-flexiways/gallery/free-spins-choice.webp",
        },
        {
          alt: "Gamble screen with a face-down card and red and black buttons",
          image: "/images/games/cleos-riches-flexiways/gallery/gamble-screen.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Cascades and the win multiplier",
          content:
            '<ol><li>After a win, every winning symbol is removed from the reels.</li><li>The symbols above fall down and new symbols drop in to fill the gaps.</li><li>Each cascade adds 1x to the win multiplier, which applies to the wins it produces.</li><li><a href="/features/cascades">Cascades</a> continue until no winning combination forms.</li><li>In the base game the multiplier returns to 1x at the start of the next paid spin; in free spins it keeps its value for the whole round.</li></ol>',
          images: [
            {
              image: "/images/games/cleos-riches-flexiways/special-features/cascade-multiplier.webp",
              alt: "Multiplier meter rising by 1x with each cascade",
            },
          ],
        },
        {
          title: "Free spins with a choice",
          content:
            "<ol><li>Land three or more Pyramid scatters anywhere to win 10 free spins.</li><li>Choose how to play them: 15 spins at 1x, 10 spins at 5x or 5 spins at 10x.</li><li>The chosen value is the starting multiplier, and each cascade adds 1x to it.</li><li>Three or more scatters during the round add 5 spins.</li><li>The round ends when the spins run out or the total reaches the 5,000x max win.</li></ol>",
          images: [
            {
              image: "/images/games/cleos-riches-flexiways/special-features/free-spins-choice.webp",
              alt: "Three golden tablets offering 15 spins at 1x, 10 at 5x and 5 at 10x",
            },
          ],
        },
        {
          title: "Double Chance",
          content:
            '<ol><li>Switch on <a href="/features/double-chance">Double Chance</a> beside the bet control; the higher stake is shown before the next spin.</li><li>While it is on, scatters land more often, so the free spins trigger more frequently.</li><li>The <a href="/features/buy-bonus">Buy Bonus</a> is disabled until Double Chance is switched off again.</li></ol>',
          images: [
            {
              image: "/images/games/cleos-riches-flexiways/special-features/double-chance.webp",
              alt: "Double Chance switch turned on beside the bet control",
            },
          ],
        },
        {
          title: "Buy Bonus",
          content:
            '<ol><li>With Double Chance off, press the <a href="/features/buy-bonus">Buy Bonus</a> button.</li><li>Confirm the price of 100x the current total bet.</li><li>The free spins are awarded at once and the choice of 15 at 1x, 10 at 5x or 5 at 10x is offered as usual.</li></ol>',
          images: [
            {
              image: "/images/games/cleos-riches-flexiways/special-features/buy-bonus.webp",
              alt: "Buy Bonus panel offering the free spins for 100x the bet",
            },
          ],
        },
        {
          title: "Gamble",
          content:
            '<p>The <a href="/features/gamble-feature">Gamble Feature</a> is offered after any win.</p><ol><li>After any win, press Gamble instead of collecting.</li><li>A face-down card is shown: pick <strong>RED</strong> or <strong>BLACK</strong>.</li><li>A correct guess doubles the win; a wrong guess loses it.</li><li>After a correct guess you may collect or gamble again, up to 2 moves in total, after which the win is collected automatically.</li></ol>',
          images: [
            {
              image: "/images/games/cleos-riches-flexiways/special-features/gamble.webp",
              alt: "Gamble card with red and black choices",
            },
          ],
        },
      ],
    },
    rules: {
      title: "Game rules",
      content:
        '<p><strong>How to play.</strong> Set a total bet from 0.20 to 100.00 and press Spin, or set up autoplay.</p><ul><li>The game has six reels using <a href="/features/flexiways">FlexiWays</a>: on every spin each reel shows a different number of symbols, at most 7 on reels 1 and 6 and at most 8 on reels 2 to 5, for up to 200,704 ways.</li><li>A win needs 3 or more matching symbols on adjacent reels, starting from the leftmost reel. Every way is paid, and the number of ways is the product of the matching symbols on each reel.</li><li>Pays are multiplied by the total bet and by the current win multiplier.</li><li>Winning symbols are removed and replaced by <a href="/features/cascades">Cascades</a>; each cascade adds 1x to the multiplier, and cascades continue until no winning combination forms.</li><li>Three or more scatters award 10 free spins, played as 15 at 1x, 10 at 5x or 5 at 10x at the player\'s choice; three or more scatters in free spins add 5 spins.</li><li>The Buy Bonus costs 100x the total bet and is not available while Double Chance is on.</li><li>Gamble: after any win, pick RED or BLACK. A correct guess doubles the win, a wrong guess loses it, up to 2 moves.</li><li>The theoretical RTP is 95.91%. The max win is 5,000x the total bet per game round.</li></ul><p>Malfunction voids all pays and plays.</p>',
      image: "/images/games/cleos-riches-flexiways/rules/flexiways-reels.webp",
    },
    languages: {
      title: "Available in 28 languages",
    },
    overview: [
      {
        title: "Advantages",
        content:
          '<ul><li><a href="/features/flexiways">FlexiWays</a> with up to 200,704 ways, so no two spins look alike.</li><li><a href="/features/cascades">Cascades</a> with a multiplier that grows by 1x on every drop.</li><li>A free-spins choice that lets players pick their own risk: 15 at 1x, 10 at 5x or 5 at 10x.</li><li><a href="/features/double-chance">Double Chance</a> and a <a href="/features/buy-bonus">Buy Bonus</a> at 100x, plus a <a href="/features/gamble-feature">Gamble Feature</a>, with 95.91% RTP and a 5,000x max win.</li></ul>',
      },
      {
        title: "Mobile play",
        content:
          "<p>Cleo's Riches FlexiWays is built in HTML5 and loads a 22 MB build on desktop, mobile and tablet. In portrait the six reels stretch to fill the height of the screen, so even the tallest 8-symbol reels stay legible, and the Double Chance switch sits beside the bet control.</p>",
      },
      {
        title: "Game strategy",
        content:
          '<p>The free-spins choice is the main decision in the game: 15 spins at 1x give the steadiest round, 5 spins at 10x the most volatile one, and 10 at 5x sits between them. <a href="/features/double-chance">Double Chance</a> suits players who would rather reach the feature more often than buy it, since the two cannot be combined; the <a href="/features/buy-bonus">Buy Bonus</a> at 100x is best set against a fixed budget. The Gamble is a straight RED or BLACK guess, so many players keep it for small wins. Demo mode is the place to try all three free-spin options.</p>',
      },
      {
        title: "Summary",
        content:
          "<p>Cleo's Riches FlexiWays sets a favourite theme on a modern engine: up to 200,704 ways, cascades that build a multiplier, a three-way free-spins choice, Double Chance, a Buy Bonus at 100x, 95.91% RTP and a 5,000x max win.</p>",
      },
    ],
  },
  facts: {
    release_date: "2024-11-13",
    rtp: 95.91,
    volatility: "medium",
    hit_frequency: 31.8,
    max_win: 5000,
    min_bet: 0.2,
    max_bet: 100,
    layout: "6 reels, up to 7-8-8-8-8-7 symbols",
    paylines: "up to 200,704 ways",
    features: ["flexiways", "cascades", "double-chance", "buy-bonus", "gamble-feature"],
    theme: "Ancient Egypt",
    other_tags: ["Cleopatra", "Egypt", "Multipliers", "Free spins"],
    game_size: "22 MB",
  },
  buy_prices: [100],
  idle_reel_heights: [4, 5, 5, 5, 5, 4],
  editorial: ["min_bet", "max_bet"],
  discrepancies: [],
} satisfies GameRecordSource;

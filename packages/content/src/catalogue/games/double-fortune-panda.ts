import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Double Fortune Panda | 3-4-3 Slot with Prize Symbols | Quillspin",
      description:
        "Double Fortune Panda: a 3-4-3 slot with 1 to 10 paylines, prize coins worth 0.5x to 500x, 8 free spins, 96.06% RTP and a 5,000x max win.",
    },
    subtitle: "Two ways to win on a compact 3-4-3 grid",
    summary:
      "<p>Deep in a misty bamboo forest, a contented panda sits on a growing heap of gold. <strong>Double Fortune Panda</strong> is a three-reel slot laid out 3-4-3, with 1 to 10 paylines, and every spin is judged twice: once for line wins of three matching symbols, and once for Fortune Coin prize symbols, which pay their values whenever five or more are in view.</p>",
    summary2:
      '<p>Each Fortune Coin carries a value from 0.5x to 500x the total bet, and ten of them at the top value fill the grid for the 5,000x max win. Three Golden Gong scatters open 8 free spins, the <a href="/features/buy-bonus">Buy Bonus</a> sells the same 8 free spins for 40x, and the <a href="/features/gamble-feature">Gamble Feature</a> lets players stake any win on the colour of a card. The game returns 96.06% with medium volatility, for bets from 0.20 to 100.00.</p>',
    special_features: [
      {
        title: "Fortune Coin prize symbols",
        content:
          "<p>Fortune Coins land on all three reels showing values from 0.5x to 500x the total bet. When five or more are in view as the reels stop, every value on screen is added together and paid, on top of any line wins from the same spin.</p>",
      },
      {
        title: "8 free spins",
        content:
          "<p>A Golden Gong on each of the three reels triggers 8 free spins at the triggering bet. The free-spin reels are stocked with extra Fortune Coins and Panda wilds, so five-coin collections come round more often than in the base game.</p>",
      },
      {
        title: "Buy Bonus at 40x",
        content:
          '<p>The <a href="/features/buy-bonus">Buy Bonus</a> starts the feature straight away: 40x the total bet buys 8 free spins, played exactly like a triggered round.</p>',
      },
      {
        title: "Red or black Gamble",
        content:
          '<p>After any win the player can take the <a href="/features/gamble-feature">Gamble Feature</a>: pick RED or BLACK, double the win with a correct guess or lose it with a wrong one, for up to 2 moves.</p>',
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content:
            "<p>Three-reel line wins keep the balance ticking over, while the Fortune Coins provide the sharper swings. The mix settles at medium volatility, comfortable for short sessions and long ones alike.</p>",
          image: "/images/games/double-fortune-panda/volatility/medium-volatility.webp",
          alt: "Volatility gauge for Double Fortune Panda with the needle on medium",
          size: "m",
        },
        {
          title: "RTP 96.06%",
          content:
            "<p>The theoretical return to player is 96.06%, the long-run average measured across a very large number of simulated game rounds. Individual sessions will vary either side of it.</p>",
          image: "/images/games/double-fortune-panda/volatility/rtp.webp",
          alt: "Gold ingot badge showing the 96.06% RTP of Double Fortune Panda",
          size: "m",
        },
        {
          title: "Max win 5,000x",
          content:
            "<p>A single game round can pay up to 5,000x the total bet. The arithmetic is simple: all ten positions on the 3-4-3 grid filled with Fortune Coins worth 500x each.</p>",
          image: "/images/games/double-fortune-panda/volatility/max-win.webp",
          alt: "Grid of ten Fortune Coins illustrating the 5,000x max win",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Line pays are for three of a kind on an active payline, as multiples of the line bet. Fortune Coin values are multiples of the total bet.",
      list: [
        {
          title: "Panda Wild",
          multiplier: "3x: 100x",
          content:
            "<p>The panda is the wild and the highest-paying line symbol. It stands in for every symbol except the Fortune Coin and the Golden Gong.</p>",
          image: "/images/games/double-fortune-panda/symbols/panda-wild.webp",
          alt: "Smiling panda holding a gold coin, the wild symbol",
        },
        {
          title: "Gold Ingot",
          multiplier: "3x: 50x",
          content:
            "<p>The boat-shaped gold ingot is the top premium, the traditional emblem of wealth in Chinese New Year art.</p>",
          image: "/images/games/double-fortune-panda/symbols/gold-ingot.webp",
          alt: "Gleaming boat-shaped gold ingot",
        },
        {
          title: "Red Envelope",
          multiplier: "3x: 30x",
          content:
            "<p>A red envelope sealed with a golden character, the lucky gift handed out at New Year.</p>",
          image: "/images/games/double-fortune-panda/symbols/red-envelope.webp",
          alt: "Red envelope with a gold seal",
        },
        {
          title: "Firecrackers",
          multiplier: "3x: 20x",
          content:
            "<p>A string of firecrackers with a lit fuse, crackling across the reel when part of a win.</p>",
          image: "/images/games/double-fortune-panda/symbols/firecrackers.webp",
          alt: "String of red firecrackers with a lit fuse",
        },
        {
          title: "Red Lantern",
          multiplier: "3x: 15x",
          content: "<p>A glowing paper lantern with golden tassels, the lowest of the four premiums.</p>",
          image: "/images/games/double-fortune-panda/symbols/red-lantern.webp",
          alt: "Glowing red paper lantern with gold tassels",
        },
        {
          title: "Ace",
          multiplier: "3x: 8x",
          content: "<p>The highest royal, carved from jade.</p>",
          image: "/images/games/double-fortune-panda/symbols/ace.webp",
          alt: "Jade letter A",
        },
        {
          title: "King",
          multiplier: "3x: 6x",
          content: "<p>A jade King, the second of the four royals.</p>",
          image: "/images/games/double-fortune-panda/symbols/king.webp",
          alt: "Jade letter K",
        },
        {
          title: "Queen",
          multiplier: "3x: 5x",
          content: "<p>A jade Queen, the third royal.</p>",
          image: "/images/games/double-fortune-panda/symbols/queen.webp",
          alt: "Jade letter Q",
        },
        {
          title: "Jack",
          multiplier: "3x: 4x",
          content: "<p>A jade Jack, the most frequent symbol on the reels.</p>",
          image: "/images/games/double-fortune-panda/symbols/jack.webp",
          alt: "Jade letter J",
        },
        {
          title: "Fortune Coin",
          multiplier: "5 or more in view: 0.5x to 500x each",
          content:
            "<p>The prize symbol. Each coin shows a value from 0.5x to 500x the total bet; with five or more in view, all the values on screen are added up and paid. Coins do not need to sit on a payline.</p>",
          image: "/images/games/double-fortune-panda/symbols/fortune-coin.webp",
          alt: "Golden Fortune Coin stamped with a prize value",
        },
        {
          title: "Golden Gong",
          multiplier: "3x: 8 free spins",
          content:
            "<p>The scatter. One gong on each of the three reels triggers 8 free spins, wherever on the reel it lands.</p>",
          image: "/images/games/double-fortune-panda/symbols/golden-gong.webp",
          alt: "Golden gong hanging from a bamboo frame, the scatter symbol",
        },
      ],
    },
    multipliers: {
      title: "Win tiers",
      list: [
        {
          title: "Big Win",
          content:
            "<p>Celebrated when a spin or feature pays 20x the bet or more: the panda claps as coins spill across the grid.</p>",
          image: "/images/games/double-fortune-panda/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content:
            "<p>Shown for wins of 40x the bet or more, with firecrackers bursting over the bamboo.</p>",
          image: "/images/games/double-fortune-panda/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: "<p>Reserved for wins of 60x the bet or more, as the whole forest lights up in gold.</p>",
          image: "/images/games/double-fortune-panda/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content:
        "<p>Soft morning light, bamboo stems and red-and-gold New Year detail: a look at the base game, a Fortune Coin payout, the free spins and the Gamble screen.</p>",
      list: [
        {
          alt: "Base game of Double Fortune Panda with the 3-4-3 grid in a bamboo forest",
          image: "/images/games/double-fortune-panda/gallery/base-game.webp",
        },
        {
          alt: "Six Fortune Coins in view being added up into a single prize",
          image: "/images/games/double-fortune-panda/gallery/fortune-coin-payout.webp",
        },
        {
          alt: "Free spins round under lantern light with extra Fortune Coins on the reels",
          image: "/images/games/double-fortune-panda/gallery/free-spins.webp",
        },
        {
          alt: "Gamble screen with a face-down card and red and black buttons",
          image: "/images/games/double-fortune-panda/gallery/gamble-screen.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Fortune Coin prize",
          content:
            "<ol><li>Fortune Coins can land on any position of the 3-4-3 grid, each showing a value from 0.5x to 500x the total bet.</li><li>When the reels stop, the coins in view are counted.</li><li>With five or more coins in view, their values are added together and paid as one prize.</li><li>With four or fewer, the coins pay nothing, but any line wins on the same spin are still paid.</li></ol>",
          images: [
            {
              image: "/images/games/double-fortune-panda/special-features/fortune-coin-prize.webp",
              alt: "Five Fortune Coins on the grid with their values totalled",
            },
          ],
        },
        {
          title: "Free spins",
          content:
            "<ol><li>Land a Golden Gong on each of the three reels to trigger 8 free spins.</li><li>The free spins are played at the bet of the triggering spin, on reels carrying more Fortune Coins and Panda wilds.</li><li>Line wins and Fortune Coin prizes are paid exactly as in the base game.</li><li>Three more gongs during the round add another 8 free spins.</li><li>When the last spin ends, the round total is added to the balance.</li></ol>",
          images: [
            {
              image: "/images/games/double-fortune-panda/special-features/free-spins.webp",
              alt: "Free spins counter showing 8 spins over the bamboo forest",
            },
          ],
        },
        {
          title: "Buy Bonus",
          content:
            '<ol><li>Press the <a href="/features/buy-bonus">Buy Bonus</a> button next to the spin button.</li><li>Confirm the price of 40x the current total bet.</li><li>8 free spins start at once, with the same rules as a round triggered by the gongs.</li></ol>',
          images: [
            {
              image: "/images/games/double-fortune-panda/special-features/buy-bonus.webp",
              alt: "Buy Bonus panel offering 8 free spins for 40x the bet",
            },
          ],
        },
        {
          title: "Gamble",
          content:
            '<p>The <a href="/features/gamble-feature">Gamble Feature</a> is offered after any win.</p><ol><li>After any win, press Gamble instead of collecting.</li><li>A face-down card is shown: pick <strong>RED</strong> or <strong>BLACK</strong>.</li><li>A correct guess doubles the win; a wrong guess loses it.</li><li>After a correct guess you may collect or gamble again, up to 2 moves in total, after which the win is collected automatically.</li></ol>',
          images: [
            {
              image: "/images/games/double-fortune-panda/special-features/gamble.webp",
              alt: "Gamble card with red and black choices",
            },
          ],
        },
      ],
    },
    rules: {
      title: "Game rules",
      content:
        "<p><strong>How to play.</strong> Choose from 1 to 10 active paylines and a total bet from 0.20 to 100.00, then press Spin, or set up autoplay.</p><ul><li>The grid has three reels showing 3, 4 and 3 symbols.</li><li>Line wins need three matching symbols on an active payline, reading from the leftmost reel. Only the highest win on each payline is paid, and wins on different paylines are added together.</li><li>Line pays are multiplied by the line bet. Fortune Coin values are multiplied by the total bet and are paid when five or more coins are in view, whether or not they sit on a payline.</li><li>The Panda Wild substitutes for every symbol except the Fortune Coin and the Golden Gong.</li><li>A Golden Gong on each reel triggers 8 free spins at the triggering bet; three gongs during free spins add 8 more.</li><li>The Buy Bonus costs 40x the total bet and awards 8 free spins.</li><li>Gamble: after any win, pick RED or BLACK. A correct guess doubles the win, a wrong guess loses it, up to 2 moves.</li><li>The theoretical RTP is 96.06%. The max win is 5,000x the total bet; a round that reaches it ends and pays 5,000x.</li></ul><p>Malfunction voids all pays and plays.</p>",
      image: "/images/games/double-fortune-panda/rules/paylines.webp",
    },
    languages: {
      title: "Available in 28 languages",
    },
    overview: [
      {
        title: "Advantages",
        content:
          '<ul><li>Two independent routes to a win on every spin: three-of-a-kind lines and Fortune Coin prizes.</li><li>A compact 3-4-3 grid that reads at a glance, familiar to classic three-reel players.</li><li>Clear figures: 96.06% RTP, medium volatility and a 5,000x max win.</li><li><a href="/features/buy-bonus">Buy Bonus</a> at 40x and a <a href="/features/gamble-feature">Gamble Feature</a> for players who like to choose their risk.</li></ul>',
      },
      {
        title: "Mobile play",
        content:
          "<p>Built in HTML5, Double Fortune Panda runs from a single 12 MB build on desktop, mobile and tablet. The three-reel grid fits a portrait phone screen without shrinking the symbols, and the spin, bet and Buy Bonus controls sit within thumb reach.</p>",
      },
      {
        title: "Game strategy",
        content:
          "<p>Line wins only count on active paylines, so most players keep all 10 lines on and adjust the total bet instead. Fortune Coins pay on the total bet wherever they land, which makes five-coin spins the moments to watch. The Buy Bonus costs 40x, so it pays to size the bet before pressing it. The Gamble is a straight guess between RED and BLACK: treat it as a choice of risk, not a way to recover losses. The demo mode is the easiest way to get a feel for the game first.</p>",
      },
      {
        title: "Summary",
        content:
          "<p>Double Fortune Panda pairs a classic three-reel layout with a modern prize-symbol mechanic: 1 to 10 paylines, Fortune Coins worth 0.5x to 500x, 8 free spins by scatter or for 40x, 96.06% RTP and a 5,000x max win. It is a tidy, readable slot for lobbies that want an Asian-themed title with broad appeal.</p>",
      },
    ],
  },
  facts: {
    release_date: "2025-01-22",
    rtp: 96.06,
    volatility: "medium",
    hit_frequency: 47.6,
    max_win: 5000,
    min_bet: 0.2,
    max_bet: 100,
    layout: "3-4-3",
    paylines: "1 to 10",
    features: ["buy-bonus", "gamble-feature"],
    theme: "Asian fortune",
    other_tags: ["Panda", "Prize symbols", "Free spins", "Three reels"],
    game_size: "12 MB",
  },
  buy_prices: [40],
  idle_reel_heights: [3, 4, 3],
  editorial: [],
  discrepancies: [],
} satisfies GameRecordSource;

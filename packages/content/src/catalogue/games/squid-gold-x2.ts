import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Squid Gold X2 | 5x5 Slot, 50 to 100 Paylines | Quillspin Games",
      description:
        "Squid Gold X2 is a 5x5 deep-sea slot whose 50 paylines double to 100 in free spins. 98.00% RTP, 500x max win and a Buy Bonus at 40x.",
    },
    subtitle: "Fifty paylines in the deep, a hundred in the free spins",
    summary:
      '<p>Far below the reach of sunlight, a giant golden squid coils around the wreck of a treasure ship. <strong>Squid Gold X2</strong> plays on a 5x5 grid with 50 paylines, and its <a href="/features/x2-mechanic">X2 Mechanic</a> doubles them to 100 for every free spin, so the same line bet covers twice as many ways across the grid.</p>',
    summary2:
      '<p>Three, four or five Golden Pearl scatters bring 8, 12 or 20 free spins, and the <a href="/features/buy-bonus">Buy Bonus</a> opens the round for 40x. The game returns 98.00% with medium volatility and a max win of 500x, for bets from 0.10 to 200.00, and the <a href="/features/gamble-feature">Gamble Feature</a> is on hand after any win.</p>',
    special_features: [
      {
        title: "X2 paylines in free spins",
        content:
          '<p>The base game pays on 50 paylines. When free spins start, the <a href="/features/x2-mechanic">X2 Mechanic</a> switches on 50 more, so every free spin is checked across 100 paylines at the line bet of the triggering spin.</p>',
      },
      {
        title: "8, 12 or 20 free spins",
        content:
          "<p>Golden Pearl scatters pay out in free spins wherever they land: 3 pearls give 8 free spins, 4 give 12 and 5 give 20.</p>",
      },
      {
        title: "Buy Bonus at 40x",
        content:
          '<p>For 40x the total bet, the <a href="/features/buy-bonus">Buy Bonus</a> drops at least three Golden Pearls and goes straight into the 100-payline free spins.</p>',
      },
      {
        title: "Red or black Gamble",
        content:
          '<p>Any win can be taken into the <a href="/features/gamble-feature">Gamble Feature</a>: pick RED or BLACK, double it with a correct guess or lose it with a wrong one, for up to 2 moves.</p>',
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content:
            "<p>Fifty paylines on a 5x5 grid mean frequent, modest line wins in the base game, while the doubled paylines of the free spins carry the larger results. The balance sits at medium volatility.</p>",
          image: "/images/games/squid-gold-x2/volatility/medium-volatility.webp",
          alt: "Depth gauge for Squid Gold X2 with the needle on medium volatility",
          size: "m",
        },
        {
          title: "RTP 98.00%",
          content:
            "<p>The theoretical return to player is 98.00%, the long-run average over a very large number of simulated game rounds. Results in any one session will differ from it.</p>",
          image: "/images/games/squid-gold-x2/volatility/rtp.webp",
          alt: "Golden pearl badge showing the 98.00% RTP of Squid Gold X2",
          size: "m",
        },
        {
          title: "Max win 500x",
          content:
            "<p>A single game round, free spins included, can pay up to 500x the total bet. When a round reaches 500x it ends and the max win is paid.</p>",
          image: "/images/games/squid-gold-x2/volatility/max-win.webp",
          alt: "Open treasure chest overflowing with gold for the 500x max win",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Pays are for 3, 4 or 5 of a kind on a payline from the leftmost reel, as multiples of the line bet. Scatters award free spins.",
      list: [
        {
          title: "Golden Squid Wild",
          multiplier: "5x: 100x · 4x: 25x · 3x: 5x",
          content:
            "<p>The golden squid is the wild and the top line symbol. It substitutes for every symbol except the Golden Pearl scatter.</p>",
          image: "/images/games/squid-gold-x2/symbols/golden-squid-wild.webp",
          alt: "Golden squid with curling tentacles, the wild symbol",
        },
        {
          title: "Treasure Chest",
          multiplier: "5x: 50x · 4x: 15x · 3x: 4x",
          content: "<p>A barnacled chest spilling coins, the highest of the premium symbols.</p>",
          image: "/images/games/squid-gold-x2/symbols/treasure-chest.webp",
          alt: "Barnacled treasure chest spilling gold coins",
        },
        {
          title: "Diver's Helmet",
          multiplier: "5x: 40x · 4x: 12x · 3x: 3x",
          content:
            "<p>A brass diving helmet with a cracked porthole, left behind by an earlier treasure hunter.</p>",
          image: "/images/games/squid-gold-x2/symbols/divers-helmet.webp",
          alt: "Brass diving helmet with a round glass porthole",
        },
        {
          title: "Golden Anchor",
          multiplier: "5x: 30x · 4x: 10x · 3x: 2.5x",
          content: "<p>The gilded anchor of the sunken ship, wrapped in chain.</p>",
          image: "/images/games/squid-gold-x2/symbols/golden-anchor.webp",
          alt: "Gilded ship's anchor wrapped in chain",
        },
        {
          title: "Conch Shell",
          multiplier: "5x: 25x · 4x: 8x · 3x: 2x",
          content: "<p>A pink-lipped conch, the fourth premium.</p>",
          image: "/images/games/squid-gold-x2/symbols/conch-shell.webp",
          alt: "Pink and cream conch shell",
        },
        {
          title: "Ace",
          multiplier: "5x: 15x · 4x: 5x · 3x: 1.5x",
          content: "<p>A royal in sea-green glass, sharing the top royal pay with the King.</p>",
          image: "/images/games/squid-gold-x2/symbols/ace.webp",
          alt: "Sea-green glass letter A",
        },
        {
          title: "King",
          multiplier: "5x: 15x · 4x: 5x · 3x: 1.5x",
          content: "<p>A sea-green King, paying the same as the Ace.</p>",
          image: "/images/games/squid-gold-x2/symbols/king.webp",
          alt: "Sea-green glass letter K",
        },
        {
          title: "Queen",
          multiplier: "5x: 10x · 4x: 4x · 3x: 1x",
          content: "<p>A coral-red Queen, one of the two middle royals.</p>",
          image: "/images/games/squid-gold-x2/symbols/queen.webp",
          alt: "Coral-red glass letter Q",
        },
        {
          title: "Jack",
          multiplier: "5x: 10x · 4x: 4x · 3x: 1x",
          content: "<p>A coral-red Jack, paying the same as the Queen.</p>",
          image: "/images/games/squid-gold-x2/symbols/jack.webp",
          alt: "Coral-red glass letter J",
        },
        {
          title: "Ten",
          multiplier: "5x: 8x · 4x: 3x · 3x: 1x",
          content: "<p>The lowest symbol, a pale blue 10 that appears most often on the reels.</p>",
          image: "/images/games/squid-gold-x2/symbols/ten.webp",
          alt: "Pale blue glass number 10",
        },
        {
          title: "Golden Pearl Scatter",
          multiplier: "5x: 20 free spins · 4x: 12 free spins · 3x: 8 free spins",
          content:
            "<p>The scatter counts anywhere on the grid. Three or more trigger the free spins on 100 paylines.</p>",
          image: "/images/games/squid-gold-x2/symbols/golden-pearl-scatter.webp",
          alt: "Glowing golden pearl in an open oyster, the scatter symbol",
        },
      ],
    },
    multipliers: {
      title: "Win tiers",
      list: [
        {
          title: "Big Win",
          content:
            "<p>Shown for wins of 20x the bet or more, as the squid's tentacles rise from the sand.</p>",
          image: "/images/games/squid-gold-x2/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content:
            "<p>Shown for wins of 40x the bet or more, with a swirl of gold coins through the water.</p>",
          image: "/images/games/squid-gold-x2/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: "<p>Shown for wins of 60x the bet or more, as the wreck's hold bursts open.</p>",
          image: "/images/games/squid-gold-x2/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content:
        "<p>Teal water, drifting light and the glint of gold on a wreck: the base game, the scatter trigger, the 100-payline free spins and the Gamble screen.</p>",
      list: [
        {
          alt: "Squid Gold X2 base game with the 5x5 grid over a sunken wreck",
          image: "/images/games/squid-gold-x2/gallery/base-game.webp",
        },
        {
          alt: "Three Golden Pearl scatters triggering the free spins",
          image: "/images/games/squid-gold-x2/gallery/scatter-trigger.webp",
        },
        {
          alt: "Free spins with 100 paylines drawn across the 5x5 grid",
          image: "/images/games/squid-gold-x2/gallery/free-spins-100-paylines.webp",
        },
        {
          alt: "Gamble screen with a face-down card and red and black buttons",
          image: "/images/games/squid-gold-x2/gallery/gamble-screen.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Free spins with X2 paylines",
          content:
            '<ol><li>Land 3, 4 or 5 Golden Pearl scatters anywhere on the grid.</li><li>Receive 8, 12 or 20 free spins respectively, played at the bet of the triggering spin.</li><li>The <a href="/features/x2-mechanic">X2 Mechanic</a> expands the paylines from 50 to 100 for the whole round, at the same line bet.</li><li>3, 4 or 5 pearls during the round add another 8, 12 or 20 free spins.</li><li>When the spins run out, or the round reaches the 500x max win, the total is paid.</li></ol>',
          images: [
            {
              image: "/images/games/squid-gold-x2/special-features/x2-free-spins.webp",
              alt: "Paylines doubling from 50 to 100 as the free spins begin",
            },
          ],
        },
        {
          title: "Buy Bonus",
          content:
            '<ol><li>Press the <a href="/features/buy-bonus">Buy Bonus</a> button.</li><li>Confirm the price of 40x the current total bet.</li><li>A spin lands at least three Golden Pearls, and the free spins are awarded from the usual table: 8, 12 or 20.</li><li>The round plays on 100 paylines, exactly like a triggered one.</li></ol>',
          images: [
            {
              image: "/images/games/squid-gold-x2/special-features/buy-bonus.webp",
              alt: "Buy Bonus panel offering the free spins for 40x the bet",
            },
          ],
        },
        {
          title: "Gamble",
          content:
            '<p>The <a href="/features/gamble-feature">Gamble Feature</a> is offered after any win.</p><ol><li>After any win, press Gamble instead of collecting.</li><li>A face-down card is shown: pick <strong>RED</strong> or <strong>BLACK</strong>.</li><li>A correct guess doubles the win; a wrong guess loses it.</li><li>After a correct guess you may collect or gamble again, up to 2 moves in total, after which the win is collected automatically.</li></ol>',
          images: [
            {
              image: "/images/games/squid-gold-x2/special-features/gamble.webp",
              alt: "Gamble card with red and black choices",
            },
          ],
        },
      ],
    },
    rules: {
      title: "Game rules",
      content:
        "<p><strong>How to play.</strong> Set a total bet from 0.10 to 200.00 and press Spin, or set up autoplay.</p><ul><li>The game is played on a 5x5 grid with 50 fixed paylines in the base game and 100 paylines during free spins.</li><li>Wins need 3, 4 or 5 matching symbols on a payline, from the leftmost reel to the right. Only the highest win on each payline is paid, and wins on different paylines are added together.</li><li>Line pays are multiplied by the line bet, which is the total bet divided by 50. The line bet does not change when the paylines expand to 100.</li><li>The Golden Squid Wild substitutes for every symbol except the Golden Pearl scatter.</li><li>3, 4 or 5 Golden Pearls anywhere award 8, 12 or 20 free spins, in the base game and during free spins.</li><li>The Buy Bonus costs 40x the total bet.</li><li>Gamble: after any win, pick RED or BLACK. A correct guess doubles the win, a wrong guess loses it, up to 2 moves.</li><li>The theoretical RTP is 98.00%. The max win is 500x the total bet per game round, and no single payout may exceed the win cap of 250,000,000 in the player's currency.</li></ul><p>Malfunction voids all pays and plays.</p>",
      image: "/images/games/squid-gold-x2/rules/paylines.webp",
    },
    languages: {
      title: "Available in 28 languages",
    },
    overview: [
      {
        title: "Advantages",
        content:
          '<ul><li>A clear hook: the <a href="/features/x2-mechanic">X2 Mechanic</a> doubles the paylines from 50 to 100 in every free spin.</li><li>A generous 98.00% RTP with medium volatility and a 500x max win.</li><li>A wide bet range, 0.10 to 200.00, for casual and high-stake players on the same title.</li><li><a href="/features/buy-bonus">Buy Bonus</a> at 40x and a <a href="/features/gamble-feature">Gamble Feature</a> after any win.</li></ul>',
      },
      {
        title: "Mobile play",
        content:
          "<p>The HTML5 build, 16 MB in size, runs on desktop, mobile and tablet. On phones the 5x5 grid scales to fill the screen in portrait, and the payline display thins out so the 100 free-spin lines stay readable.</p>",
      },
      {
        title: "Game strategy",
        content:
          "<p>Because the line bet stays the same when the paylines double, the free spins are where the game's value concentrates; players weighing the Buy Bonus should note that it costs 40x and still pays from the 8, 12 or 20 spin table. The Gamble turns any win into a guess between RED and BLACK, so it suits small wins better than large ones. Trying the game in demo mode first shows how often the pearls appear.</p>",
      },
      {
        title: "Summary",
        content:
          "<p>Squid Gold X2 is a 5x5 treasure hunt with one idea done well: 50 paylines that become 100 in free spins. With 98.00% RTP, medium volatility, a 500x max win, free spins of 8, 12 or 20 and a Buy Bonus at 40x, it is an easy title to explain to players and to place in a lobby.</p>",
      },
    ],
  },
  facts: {
    release_date: "2024-10-09",
    rtp: 98,
    volatility: "medium",
    hit_frequency: 88.2,
    max_win: 500,
    min_bet: 0.1,
    max_bet: 200,
    layout: "5x5",
    paylines: "50 (expanding to 100)",
    features: ["x2-mechanic", "buy-bonus", "gamble-feature"],
    theme: "Deep-sea treasure",
    other_tags: ["Underwater", "Squid", "Free spins", "Expanding paylines"],
    game_size: "16 MB",
  },
  buy_prices: [40],
  idle_reel_heights: [5, 5, 5, 5, 5],
  editorial: [],
  discrepancies: [
    {
      fact: "rtp",
      chosen: "98.0% (heading)",
      other: "94.0% (text); 95% (rules)",
      source:
        "catalogue.md section 9, Squid Gold X2: RTP inconsistent: 98.0% (heading), 94.0% (text), 95% (rules)",
    },
    {
      fact: "min_bet, max_bet",
      chosen: "0.10 to 200.00 (rules)",
      other: "min bet 0.80, max bet 25.00 (volatility text)",
      source:
        "catalogue.md section 9, Squid Gold X2: Bets 0.1 to 200 (rules) versus min 0.8 and max 25 (volatility text)",
    },
  ],
} satisfies GameRecordSource;

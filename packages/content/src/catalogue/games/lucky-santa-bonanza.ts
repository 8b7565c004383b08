import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Lucky Santa Bonanza | Christmas Cluster Slot, 2x-500x Multipliers",
      description:
        "Lucky Santa Bonanza: a Christmas cluster slot with cascades, bauble multipliers from 2x to 500x, a 100x Buy Bonus, 96.12% RTP and a 5,000x max win.",
    },
    subtitle: "Cascading Christmas clusters and bauble multipliers from 2x to 500x",
    summary: `<p>Lucky Santa Bonanza opens the workshop doors on Christmas Eve. Santa, his reindeer, snowmen and gingerbread biscuits pile onto a 6x5 grid, and any cluster of 8 or more matching symbols pays. Winning symbols unwrap like presents and new ones tumble down the chimney into their place, so one spin can string together a run of wins.</p>`,
    summary2: `<p>4 or more present scatters start 10 free spins, where glass baubles carrying multipliers from 2x to 500x hang on the grid and multiply the wins they land with. 3 or more scatters during the round add 5 more spins, and the <a href="/features/buy-bonus">Buy Bonus</a> delivers the feature for 100x the bet. RTP is 96.12%, volatility is medium and the max win is 5,000x.</p>`,
    special_features: [
      {
        title: "Cluster pays",
        content: `<p>There are no paylines. A cluster of 8 or more matching symbols anywhere on the grid wins, with larger prizes for 10 and 12 or more. Read more on the <a href="/features/cluster-pays">Cluster Pays</a> page.</p>`,
      },
      {
        title: "Cascades",
        content: `<p>After every win the winning symbols vanish and fresh ones fall in. <a href="/features/cascades">Cascades</a> continue until no winning combination forms.</p>`,
      },
      {
        title: "Bauble multipliers from 2x to 500x",
        content: `<p>In free spins, Christmas baubles land carrying multipliers from 2x to 500x. When the cascades stop, all bauble values on the grid are added together and multiply the total win of the sequence.</p>`,
      },
      {
        title: "Buy Bonus",
        content: `<p>The <a href="/features/buy-bonus">Buy Bonus</a> takes the player straight to 10 free spins for 100x the bet.</p>`,
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content: `<p>Cascading clusters keep the base game ticking with regular small wins, and the free spins, with baubles from 2x to 500x, provide the big swings.</p>`,
          image: "/images/games/lucky-santa-bonanza/volatility/medium-volatility-sleigh-gauge.webp",
          alt: "Sleigh speedometer with its needle at medium volatility",
          size: "m",
        },
        {
          title: "RTP 96.12%",
          content: `<p>Lucky Santa Bonanza returns 96.12% of stakes to players in theory, measured over millions of spins across base game and free spins.</p>`,
          image: "/images/games/lucky-santa-bonanza/volatility/rtp-96-12.webp",
          alt: "Gift tag showing an RTP of 96.12%",
          size: "m",
        },
        {
          title: "Max win 5,000x",
          content: `<p>A single round can pay up to 5,000x the bet, with a large cluster under a high bauble multiplier the way to get there.</p>`,
          image: "/images/games/lucky-santa-bonanza/volatility/max-win-card.webp",
          alt: "Santa holding a golden sack marked 5,000x",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Cluster pays for 8 or more matching symbols anywhere on the grid, shown as multiples of the bet.",
      list: [
        {
          title: "Santa",
          multiplier: "8-9: 10x · 10-11: 25x · 12+: 50x",
          content: `<p>The man himself, rosy-cheeked and waving, pays the top prize on the grid.</p>`,
          image: "/images/games/lucky-santa-bonanza/symbols/santa.webp",
          alt: "Smiling Santa Claus waving",
        },
        {
          title: "Reindeer",
          multiplier: "8-9: 2.5x · 10-11: 10x · 12+: 25x",
          content: `<p>A red-nosed reindeer in a jingling harness.</p>`,
          image: "/images/games/lucky-santa-bonanza/symbols/reindeer.webp",
          alt: "Red-nosed reindeer in a harness with bells",
        },
        {
          title: "Snowman",
          multiplier: "8-9: 2x · 10-11: 5x · 12+: 15x",
          content: `<p>A snowman in a striped scarf and top hat.</p>`,
          image: "/images/games/lucky-santa-bonanza/symbols/snowman.webp",
          alt: "Snowman in a striped scarf and top hat",
        },
        {
          title: "Gingerbread Man",
          multiplier: "8-9: 1.5x · 10-11: 2.5x · 12+: 12x",
          content: `<p>A freshly iced gingerbread biscuit, the last of the premium symbols.</p>`,
          image: "/images/games/lucky-santa-bonanza/symbols/gingerbread-man.webp",
          alt: "Iced gingerbread man biscuit",
        },
        {
          title: "Golden Bell",
          multiplier: "8-9: 1x · 10-11: 1.5x · 12+: 10x",
          content: `<p>A golden sleigh bell tied with a red ribbon.</p>`,
          image: "/images/games/lucky-santa-bonanza/symbols/golden-bell.webp",
          alt: "Golden bell with a red ribbon",
        },
        {
          title: "Candy Cane",
          multiplier: "8-9: 0.8x · 10-11: 1.2x · 12+: 8x",
          content: `<p>A peppermint candy cane in red and white stripes.</p>`,
          image: "/images/games/lucky-santa-bonanza/symbols/candy-cane.webp",
          alt: "Red and white striped candy cane",
        },
        {
          title: "Stocking",
          multiplier: "8-9: 0.5x · 10-11: 1x · 12+: 5x",
          content: `<p>A knitted stocking waiting by the fireplace.</p>`,
          image: "/images/games/lucky-santa-bonanza/symbols/stocking.webp",
          alt: "Knitted Christmas stocking",
        },
        {
          title: "Holly",
          multiplier: "8-9: 0.4x · 10-11: 0.9x · 12+: 4x",
          content: `<p>A sprig of holly with bright red berries.</p>`,
          image: "/images/games/lucky-santa-bonanza/symbols/holly.webp",
          alt: "Sprig of holly with red berries",
        },
        {
          title: "Christmas Star",
          multiplier: "8-9: 0.25x · 10-11: 0.75x · 12+: 2x",
          content: `<p>A tree-top star, the most common symbol on the grid.</p>`,
          image: "/images/games/lucky-santa-bonanza/symbols/christmas-star.webp",
          alt: "Gold tree-top star",
        },
        {
          title: "Scatter",
          multiplier: "4: 3x · 5: 5x · 6: 100x",
          content: `<p>The wrapped Present Scatter pays anywhere. 4 or more trigger 10 free spins; 3 or more during free spins add 5 more.</p>`,
          image: "/images/games/lucky-santa-bonanza/symbols/present-scatter.webp",
          alt: "Wrapped present with a gold bow",
        },
        {
          title: "Bauble Multiplier",
          multiplier: "2x to 500x",
          content: `<p>Lands during free spins with a multiplier from 2x to 500x. All baubles on the grid are added together and applied to the win of the cascade sequence.</p>`,
          image: "/images/games/lucky-santa-bonanza/symbols/bauble-multiplier.webp",
          alt: "Glass Christmas bauble showing a multiplier",
        },
      ],
    },
    multipliers: {
      title: "Win multipliers",
      list: [
        {
          title: "Big Win",
          content: `<p>Any win of 20x the bet or more rings in the Big Win with a peal of sleigh bells.</p>`,
          image: "/images/games/lucky-santa-bonanza/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: `<p>At 40x the bet Santa's sleigh crosses the screen for a Super Win.</p>`,
          image: "/images/games/lucky-santa-bonanza/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: `<p>Wins of 60x the bet or more set off the Mega Win fireworks over the snowy rooftops.</p>`,
          image: "/images/games/lucky-santa-bonanza/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content: `<p>Christmas Eve in Lucky Santa Bonanza: the snowy 6x5 grid, a cascade in motion, bauble multipliers in free spins and a Mega Win over the rooftops.</p>`,
      list: [
        {
          alt: "6x5 grid of Santa, reindeer, snowmen and sweets in a snowy workshop",
          image: "/images/games/lucky-santa-bonanza/gallery/base-game-6x5-grid.webp",
        },
        {
          alt: "Cluster of gingerbread men unwrapping as new symbols tumble in",
          image: "/images/games/lucky-santa-bonanza/gallery/cascade-in-motion.webp",
        },
        {
          alt: "Free spins with glass bauble multipliers hanging on the grid",
          image: "/images/games/lucky-santa-bonanza/gallery/free-spins-baubles.webp",
        },
        {
          alt: "Mega Win fireworks above snowy rooftops",
          image: "/images/games/lucky-santa-bonanza/gallery/mega-win-fireworks.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Free Spins",
          content: `<ol><li>Land 4 or more Present Scatters anywhere on the grid to win 10 free spins. The Scatter prize is paid first.</li><li>Cascades continue as in the base game, and Bauble Multipliers worth 2x to 500x can land on any spin.</li><li>When a cascade sequence ends, all baubles on the grid are added together and multiply that sequence's win.</li><li>3 or more Scatters during the round add 5 more spins.</li><li>When the spins run out, the total of the round is paid.</li></ol>`,
          images: [
            {
              image: "/images/games/lucky-santa-bonanza/special-features/free-spins.webp",
              alt: "10 free spins banner over Santa's workshop",
            },
          ],
          align: "center",
        },
        {
          title: "Cascades",
          content: `<ol><li>All winning clusters are paid.</li><li>The winning symbols are removed.</li><li>The symbols above fall down and new ones drop in to fill the grid.</li><li>Any new cluster is paid and the <a href="/features/cascades">cascade</a> repeats, continuing until no winning combination forms.</li></ol>`,
          images: [
            {
              image: "/images/games/lucky-santa-bonanza/special-features/cascade-sequence.webp",
              alt: "New Christmas symbols tumbling into the gaps of a winning cluster",
            },
          ],
        },
        {
          title: "Buy Bonus",
          content: `<ol><li>Press <a href="/features/buy-bonus">Buy Bonus</a> beside the spin button.</li><li>Confirm the price of 100x the bet.</li><li>A spin lands with 4 or more Scatters and 10 free spins begin.</li><li>The bought round plays like a triggered one, including 5 extra spins for 3 or more Scatters.</li></ol>`,
          images: [
            {
              image: "/images/games/lucky-santa-bonanza/special-features/buy-bonus.webp",
              alt: "Buy Bonus gift box with a price of 100x the bet",
            },
          ],
        },
      ],
    },
    rules: {
      title: "Game rules",
      content: `<p><strong>How to play</strong></p><ol><li>Choose a bet from 0.20 to 100.00 and press Spin.</li><li>The game is played on a 6x5 grid without paylines.</li><li>A cluster of 8 or more matching symbols anywhere on the grid wins. Prizes rise at 10-11 and at 12 or more symbols and are shown as multiples of the bet.</li></ol><p><strong>How wins are paid</strong></p><ul><li>All clusters are paid, then the winning symbols are removed and new symbols cascade in. Cascades continue until no winning combination forms.</li><li>Scatters pay anywhere: 4, 5 or 6 Scatters pay 3x, 5x or 100x.</li><li>4 or more Scatters trigger 10 free spins; 3 or more Scatters during free spins add 5 more.</li><li>Bauble Multipliers of 2x to 500x land during free spins; their sum multiplies the win of the cascade sequence.</li><li>Buy Bonus: 10 free spins for 100x the bet.</li></ul><p><strong>Key figures</strong></p><ul><li>RTP: 96.12%</li><li>Volatility: medium</li><li>Max win: 5,000x the bet. When a round reaches this amount it ends and the max win is paid.</li></ul><p>Malfunction voids all pays and plays.</p>`,
      image: "/images/games/lucky-santa-bonanza/rules/paytable-and-clusters.webp",
    },
    languages: { title: "Available in 28 languages" },
    overview: [
      {
        title: "Advantages",
        content: `<p>Lucky Santa Bonanza gives operators a seasonal headliner built on the familiar <a href="/features/cluster-pays">cluster-pays</a> and <a href="/features/cascades">cascades</a> format. Bauble multipliers from 2x to 500x make the free spins easy to promote, the <a href="/features/buy-bonus">Buy Bonus</a> at 100x serves feature players, and an RTP of 96.12% with medium volatility and a 5,000x max win fits most lobbies. It sits naturally beside its sister title <a href="/games/lucky-skulls-bonanza">Lucky Skulls Bonanza</a> in a holiday campaign.</p>`,
      },
      {
        title: "Mobile play",
        content: `<p>Built in HTML5, the game adapts the 6x5 grid to portrait and landscape screens. Each symbol has its own colour and outline so clusters stand out on small displays, and the Buy Bonus and spin controls are sized for one-handed play.</p>`,
      },
      {
        title: "Game strategy",
        content: `<p>Every spin is random, so no staking pattern improves the odds. Most of the game's value is concentrated in the free spins, where baubles up to 500x can land, so choose a stake that allows for a run of base-game spins before the feature arrives. The Buy Bonus is a shortcut at a fixed 100x; set a budget before using it, and try the demo first to get a feel for the rhythm.</p>`,
      },
      {
        title: "Summary",
        content: `<p>A festive cluster slot on a 6x5 grid: clusters of 8 or more, cascades, 10 free spins with 5 more for 3 or more scatters, bauble multipliers from 2x to 500x, a 100x Buy Bonus, RTP 96.12%, medium volatility and a 5,000x max win.</p>`,
      },
    ],
  },
  facts: {
    release_date: "2024-11-28",
    rtp: 96.12,
    volatility: "medium",
    hit_frequency: 63.4,
    max_win: 5000,
    min_bet: 0.2,
    max_bet: 100,
    layout: "6x5",
    paylines: "Cluster pays (8+)",
    features: ["cluster-pays", "cascades", "buy-bonus"],
    theme: "Christmas",
    other_tags: ["Christmas", "Santa", "Cascades", "Multipliers", "Free Spins"],
    game_size: "24 MB",
  },
  buy_prices: [100],
  idle_reel_heights: [5, 5, 5, 5, 5, 5],
  symbol_files: { scatter: "present-scatter" },
  editorial: ["min_bet", "max_bet", "layout", "paylines"],
  discrepancies: [],
} satisfies GameRecordSource;

import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Lucky Skulls Bonanza | 6x5 Cluster Slot with 2x-100x Multipliers",
      description:
        "Lucky Skulls Bonanza: Day of the Dead cluster pays on a 6x5 grid, cascades, 2x to 100x multipliers, Double Chance, 96.16% RTP and a 5,000x max win.",
    },
    subtitle: "Sugar skulls, marigolds and multipliers from 2x to 100x on a 6x5 grid",
    summary: `<p>Lucky Skulls Bonanza brings the colour of the Day of the Dead to a 6x5 grid. Painted sugar skulls, guitars, maracas and candles crowd the reels, and any cluster of 8 or more matching symbols pays. Winning symbols burst in a shower of marigold petals and new ones fall into the gaps, so a single spin can chain into several wins.</p>`,
    summary2: `<p>4 or more scatters open 10 free spins, where multiplier skulls worth 2x to 100x gather on the grid and 3 or more scatters add 5 more spins. Players can switch on <a href="/features/double-chance">Double Chance</a> for more frequent free spins, or use the <a href="/features/buy-bonus">Buy Bonus</a> at 100x the bet. RTP is 96.16%, volatility is medium and the max win is 5,000x.</p>`,
    special_features: [
      {
        title: "Cluster pays on a 6x5 grid",
        content: `<p>No paylines: a cluster of 8 or more matching symbols anywhere on the grid wins, with bigger prizes at 10 and 12 symbols. See how it works on the <a href="/features/cluster-pays">Cluster Pays</a> page.</p>`,
      },
      {
        title: "Cascades",
        content: `<p>Winning symbols are removed and new ones drop in. <a href="/features/cascades">Cascades</a> continue until no winning combination forms, all on the same bet.</p>`,
      },
      {
        title: "Multiplier skulls",
        content: `<p>During free spins, golden multiplier skulls worth 2x to 100x land on the grid. At the end of a cascade sequence their values are added together and applied to its total win.</p>`,
      },
      {
        title: "Double Chance and Buy Bonus",
        content: `<p>Double Chance raises the stake in exchange for a better chance of landing scatters. With it off, the free spins can be bought for 100x the bet; turning it on disables the Buy Bonus.</p>`,
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content: `<p>Cascading clusters produce a steady flow of smaller wins in the base game, while the free spins and their 2x to 100x multipliers deliver the peaks.</p>`,
          image: "/images/games/lucky-skulls-bonanza/volatility/medium-volatility-skull-gauge.webp",
          alt: "Painted sugar skull gauge pointing to medium volatility",
          size: "m",
        },
        {
          title: "RTP 96.16%",
          content: `<p>Lucky Skulls Bonanza has a theoretical return to player of 96.16%, covering base game cascades, free spins and multiplier skulls.</p>`,
          image: "/images/games/lucky-skulls-bonanza/volatility/rtp-96-16.webp",
          alt: "Candlelit altar card showing an RTP of 96.16%",
          size: "m",
        },
        {
          title: "Max win 5,000x",
          content: `<p>A single round can pay up to 5,000x the bet, most often when big clusters cascade under a stack of free-spins multipliers.</p>`,
          image: "/images/games/lucky-skulls-bonanza/volatility/max-win-card.webp",
          alt: "Golden sugar skull with a 5,000x max win banner",
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
          title: "Golden Sugar Skull",
          multiplier: "8-9: 10x · 10-11: 20x · 12+: 50x",
          content: `<p>The top symbol: a gilded sugar skull crowned with marigolds.</p>`,
          image: "/images/games/lucky-skulls-bonanza/symbols/golden-sugar-skull.webp",
          alt: "Gold sugar skull crowned with marigolds",
        },
        {
          title: "Crimson Skull",
          multiplier: "8-9: 3x · 10-11: 8x · 12+: 25x",
          content: `<p>A red sugar skull with hand-painted roses around the eyes.</p>`,
          image: "/images/games/lucky-skulls-bonanza/symbols/crimson-skull.webp",
          alt: "Red sugar skull painted with roses",
        },
        {
          title: "Turquoise Skull",
          multiplier: "8-9: 2x · 10-11: 5x · 12+: 15x",
          content: `<p>A turquoise skull patterned with swirls and dots.</p>`,
          image: "/images/games/lucky-skulls-bonanza/symbols/turquoise-skull.webp",
          alt: "Turquoise sugar skull with swirl patterns",
        },
        {
          title: "Violet Skull",
          multiplier: "8-9: 1.5x · 10-11: 3x · 12+: 12x",
          content: `<p>The last of the premium skulls, in violet with a marigold at the brow.</p>`,
          image: "/images/games/lucky-skulls-bonanza/symbols/violet-skull.webp",
          alt: "Violet sugar skull with a marigold on its brow",
        },
        {
          title: "Guitar",
          multiplier: "8-9: 1x · 10-11: 2x · 12+: 10x",
          content: `<p>A mariachi guitar painted in festival colours.</p>`,
          image: "/images/games/lucky-skulls-bonanza/symbols/guitar.webp",
          alt: "Painted mariachi guitar",
        },
        {
          title: "Maracas",
          multiplier: "8-9: 0.8x · 10-11: 1.5x · 12+: 8x",
          content: `<p>A pair of striped maracas that keep the rhythm of the base game.</p>`,
          image: "/images/games/lucky-skulls-bonanza/symbols/maracas.webp",
          alt: "Pair of striped maracas",
        },
        {
          title: "Candle",
          multiplier: "8-9: 0.6x · 10-11: 1.2x · 12+: 5x",
          content: `<p>An altar candle with a flickering flame.</p>`,
          image: "/images/games/lucky-skulls-bonanza/symbols/candle.webp",
          alt: "Lit altar candle",
        },
        {
          title: "Marigold",
          multiplier: "8-9: 0.4x · 10-11: 1x · 12+: 4x",
          content: `<p>The orange cempasúchil flower that guides spirits home.</p>`,
          image: "/images/games/lucky-skulls-bonanza/symbols/marigold.webp",
          alt: "Orange marigold flower",
        },
        {
          title: "Rose",
          multiplier: "8-9: 0.25x · 10-11: 0.75x · 12+: 2x",
          content: `<p>A red rose, the most common symbol on the grid.</p>`,
          image: "/images/games/lucky-skulls-bonanza/symbols/rose.webp",
          alt: "Single red rose",
        },
        {
          title: "Scatter",
          multiplier: "4: 3x · 5: 5x · 6: 100x",
          content: `<p>The Lucky Skull Scatter pays anywhere on the grid. 4 or more trigger 10 free spins; 3 or more during free spins add 5 more.</p>`,
          image: "/images/games/lucky-skulls-bonanza/symbols/lucky-skull-scatter.webp",
          alt: "Glowing Lucky Skull Scatter symbol",
        },
        {
          title: "Multiplier Skull",
          multiplier: "2x to 100x",
          content: `<p>Appears during free spins with a value from 2x to 100x. All multipliers on the grid are added together and applied to the win of the cascade sequence.</p>`,
          image: "/images/games/lucky-skulls-bonanza/symbols/multiplier-skull.webp",
          alt: "Golden skull carrying a multiplier value",
        },
      ],
    },
    multipliers: {
      title: "Win multipliers",
      list: [
        {
          title: "Big Win",
          content: `<p>Any win of 20x the bet or more brings on the Big Win banner and a burst of papel picado.</p>`,
          image: "/images/games/lucky-skulls-bonanza/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: `<p>At 40x the bet the skulls start to dance for a Super Win.</p>`,
          image: "/images/games/lucky-skulls-bonanza/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: `<p>Wins of 60x the bet or more fill the screen with marigolds for the Mega Win, the highest celebration.</p>`,
          image: "/images/games/lucky-skulls-bonanza/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content: `<p>Scenes from Lucky Skulls Bonanza: the candlelit 6x5 grid, a cascade in progress, multiplier skulls in free spins and a Mega Win.</p>`,
      list: [
        {
          alt: "6x5 grid of painted sugar skulls, guitars and candles on a candlelit altar",
          image: "/images/games/lucky-skulls-bonanza/gallery/base-game-6x5-grid.webp",
        },
        {
          alt: "Winning cluster of crimson skulls bursting as new symbols fall",
          image: "/images/games/lucky-skulls-bonanza/gallery/cascade-in-progress.webp",
        },
        {
          alt: "Free spins with golden multiplier skulls on the grid",
          image: "/images/games/lucky-skulls-bonanza/gallery/free-spins-multipliers.webp",
        },
        {
          alt: "Mega Win screen with marigold petals falling over the grid",
          image: "/images/games/lucky-skulls-bonanza/gallery/mega-win-marigolds.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Free Spins",
          content: `<ol><li>Land 4 or more Scatters anywhere on the grid to win 10 free spins. The Scatter prize is paid first.</li><li>Cascades work as in the base game, and Multiplier Skulls worth 2x to 100x can land on any spin.</li><li>When a cascade sequence ends, every multiplier on the grid is added together and the total multiplies that sequence's win.</li><li>3 or more Scatters during the free spins add 5 more spins.</li><li>When the spins run out, the round total is paid.</li></ol>`,
          images: [
            {
              image: "/images/games/lucky-skulls-bonanza/special-features/free-spins.webp",
              alt: "10 free spins banner over the candlelit altar",
            },
          ],
          align: "center",
        },
        {
          title: "Cascades",
          content: `<ol><li>All winning clusters are paid.</li><li>The winning symbols are removed from the grid.</li><li>The remaining symbols fall down and new symbols drop in from above.</li><li>If a new cluster forms, it is paid and the <a href="/features/cascades">cascade</a> repeats; it continues until no winning combination forms.</li></ol>`,
          images: [
            {
              image: "/images/games/lucky-skulls-bonanza/special-features/cascade-sequence.webp",
              alt: "Symbols falling into the gaps left by a winning cluster",
            },
          ],
        },
        {
          title: "Double Chance",
          content: `<ol><li>Switch on <a href="/features/double-chance">Double Chance</a> beside the bet panel.</li><li>The stake per spin rises and more Scatters are added to the reels, improving the chance of triggering free spins.</li><li>While Double Chance is on, the Buy Bonus is disabled.</li><li>Switch it off at any time to return to the standard bet and re-enable the Buy Bonus.</li></ol>`,
          images: [
            {
              image: "/images/games/lucky-skulls-bonanza/special-features/double-chance-toggle.webp",
              alt: "Double Chance switch turned on with the Buy Bonus button greyed out",
            },
          ],
        },
        {
          title: "Buy Bonus",
          content: `<ol><li>With Double Chance off, press <a href="/features/buy-bonus">Buy Bonus</a>.</li><li>Confirm the price of 100x the bet.</li><li>A spin lands with 4 or more Scatters and 10 free spins begin.</li><li>The bought round plays exactly like a triggered one, including the 5 extra spins for 3 or more Scatters.</li></ol>`,
          images: [
            {
              image: "/images/games/lucky-skulls-bonanza/special-features/buy-bonus.webp",
              alt: "Buy Bonus panel with a price of 100x the bet",
            },
          ],
        },
      ],
    },
    rules: {
      title: "Game rules",
      content: `<p><strong>How to play</strong></p><ol><li>Choose a bet from 0.20 to 100.00 and press Spin.</li><li>The game is played on a 6x5 grid without paylines.</li><li>A cluster of 8 or more matching symbols anywhere on the grid wins. Prizes rise at 10-11 and at 12 or more symbols and are shown as multiples of the bet.</li></ol><p><strong>How wins are paid</strong></p><ul><li>All clusters on the grid are paid, then the winning symbols are removed and new symbols cascade in. Cascades continue until no winning combination forms.</li><li>Scatters pay anywhere: 4, 5 or 6 Scatters pay 3x, 5x or 100x.</li><li>4 or more Scatters trigger 10 free spins; 3 or more Scatters during free spins add 5 more.</li><li>Multiplier Skulls of 2x to 100x land during free spins; their sum multiplies the win of the cascade sequence.</li><li>Double Chance increases the bet and the chance of free spins, and disables the Buy Bonus.</li><li>Buy Bonus: 10 free spins for 100x the bet.</li></ul><p><strong>Key figures</strong></p><ul><li>RTP: 96.16%</li><li>Volatility: medium</li><li>Max win: 5,000x the bet. When a round reaches this amount it ends and the max win is paid.</li></ul><p>Malfunction voids all pays and plays.</p>`,
      image: "/images/games/lucky-skulls-bonanza/rules/paytable-and-clusters.webp",
    },
    languages: {
      title: "Available in 28 languages",
    },
    overview: [
      {
        title: "Advantages",
        content: `<p>Lucky Skulls Bonanza offers the proven <a href="/features/cluster-pays">cluster-pays</a> and <a href="/features/cascades">cascades</a> format with a festive Day of the Dead look. Free spins with 2x to 100x multipliers give clear moments to market, while <a href="/features/double-chance">Double Chance</a> and the <a href="/features/buy-bonus">Buy Bonus</a> at 100x let players choose how they reach the feature. RTP 96.16%, medium volatility and a 5,000x max win suit a broad audience. Players who enjoy it may also like the festive <a href="/games/lucky-santa-bonanza">Lucky Santa Bonanza</a>.</p>`,
      },
      {
        title: "Mobile play",
        content: `<p>The HTML5 grid switches between portrait and landscape without losing detail, and each skull is drawn with a distinct colour and silhouette so clusters are easy to read on a phone. Double Chance and Buy Bonus sit on large, clearly labelled buttons.</p>`,
      },
      {
        title: "Game strategy",
        content: `<p>Results are random and no bet pattern changes them. The real choices are how to reach free spins: Double Chance costs more per spin but brings scatters more often, while the Buy Bonus skips the wait for a fixed 100x. The two cannot be combined. Decide on a budget first and use the demo to see which approach suits you.</p>`,
      },
      {
        title: "Summary",
        content: `<p>Day of the Dead cluster pays on a 6x5 grid: clusters of 8 or more, cascades, 10 free spins with 5 more for 3 or more scatters, multiplier skulls of 2x to 100x, Double Chance, a 100x Buy Bonus, RTP 96.16%, medium volatility and a 5,000x max win.</p>`,
      },
    ],
  },
  facts: {
    release_date: "2024-10-24",
    rtp: 96.16,
    volatility: "medium",
    hit_frequency: 62.6,
    max_win: 5000,
    min_bet: 0.2,
    max_bet: 100,
    layout: "6x5",
    paylines: "Cluster pays (8+)",
    features: ["cluster-pays", "cascades", "double-chance", "buy-bonus"],
    theme: "Day of the Dead",
    other_tags: ["Sugar Skulls", "Cascades", "Multipliers", "Free Spins"],
    game_size: "24 MB",
  },
  buy_prices: [100],
  idle_reel_heights: [5, 5, 5, 5, 5, 5],
  symbol_files: { scatter: "lucky-skull-scatter" },
  editorial: ["min_bet", "max_bet"],
  discrepancies: [
    {
      fact: "rtp",
      chosen: "96.16%",
      other: "96.00% (rules)",
      source: "catalogue.md section 9, Lucky Skulls Bonanza: RTP 96.16% (rules say 96.00%)",
    },
  ],
} satisfies GameRecordSource;

import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Irish Riches Bonanza: Cluster Pays Slot, 95.74% RTP | Quillspin",
      description:
        "Irish Riches Bonanza pays clusters of 5 or more, with cascades, wild multipliers up to 100x in free spins, a 100x Buy Bonus and a 5,000x max win.",
    },
    subtitle: "Clusters, cascades and rainbow-bright wild multipliers at the end of every tumble",
    summary:
      '<p>Irish Riches Bonanza sets a 7x7 grid in a moonlit glen of standing stones, where a leprechaun guards his hoard. There are no paylines: groups of <strong>5 or more matching symbols</strong> touching side by side or above and below form a <a href="/features/cluster-pays">cluster</a> and pay. The Leprechaun tops the paytable at 100x the bet for a cluster of 25 or more.</p><p>Every win clears away and new symbols drop in through <a href="/features/cascades">cascades</a>, so a single spin can pay again and again.</p>',
    summary2:
      '<p>Shamrock wilds join any cluster and carry multipliers of 2x, 3x or 5x in the base game. In free spins the stakes rise: wild multipliers run from 2x up to 100x. Four or more Rainbow scatters award 10 free spins, and three or more during the round add 5 more.</p><p>The game runs at medium volatility with an RTP of 95.74% and a max win of 5,000x the bet. Free spins can also be bought directly for 100x through <a href="/features/buy-bonus">Buy Bonus</a>.</p>',
    special_features: [
      {
        title: "Cluster pays from 5 symbols",
        content:
          '<p>Wins form from 5 or more identical symbols connected horizontally or vertically anywhere on the grid. Larger clusters climb the paytable, up to 100x for 25 or more Leprechauns. See <a href="/features/cluster-pays">Cluster Pays</a>.</p>',
      },
      {
        title: "Cascading wins",
        content:
          '<p>Winning clusters vanish in a puff of green smoke and new symbols fall into the gaps. <a href="/features/cascades">Cascades</a> continue until no winning combination forms, all within the same paid spin.</p>',
      },
      {
        title: "Shamrock wild multipliers",
        content:
          "<p>Shamrock wilds substitute for every paying symbol and multiply the cluster they join: 2x, 3x or 5x in the base game, and anything from 2x up to 100x in free spins.</p>",
      },
      {
        title: "Free spins with retriggers",
        content:
          "<p>Four or more Rainbow scatters award 10 free spins. Three or more scatters in the round add 5 more spins, and the richer wild multipliers apply throughout. The round can also be bought for 100x.</p>",
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content:
            "<p>Cascades keep small and mid-sized clusters coming in the base game, while free spins, with wild multipliers up to 100x, deliver the bigger moments.</p>",
          image: "/images/games/irish-riches-bonanza/volatility/medium-volatility-clover.webp",
          alt: "A four-leaf clover gauge with its stem pointing to medium on a volatility dial",
          size: "m",
        },
        {
          title: "RTP 95.74%",
          content:
            "<p>The theoretical return to player is 95.74%, measured over a very large number of spins. Short sessions can vary widely from this figure.</p>",
          image: "/images/games/irish-riches-bonanza/volatility/rtp-pot-of-gold.webp",
          alt: "A pot of gold coins at the foot of a rainbow labelled 95.74%",
          size: "m",
        },
        {
          title: "Max win 5,000x",
          content:
            "<p>A single spin, including all its cascades and any free spins it triggers, can pay up to 5,000x the bet.</p>",
          image: "/images/games/irish-riches-bonanza/volatility/max-win-leprechaun-hoard.webp",
          alt: "A grinning leprechaun sitting on a mountain of gold beneath the figure 5,000x",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Cluster pays as multiples of the total bet, by the number of matching symbols connected in one cluster",
      list: [
        {
          title: "Leprechaun",
          multiplier: "25+: 100x · 20-24: 40x · 15-19: 15x · 10-14: 4x · 5-9: 1x",
          content:
            "<p>The keeper of the hoard, in a green frock coat and buckled hat. A cluster of 25 or more Leprechauns pays 100x the bet, the top symbol pay in the game.</p>",
          image: "/images/games/irish-riches-bonanza/symbols/leprechaun.webp",
          alt: "A red-bearded leprechaun in a green coat and buckled hat tipping his hat",
        },
        {
          title: "Pot of Gold",
          multiplier: "25+: 50x · 20-24: 20x · 15-19: 8x · 10-14: 2.5x · 5-9: 0.6x",
          content: "<p>A black iron cauldron heaped with gold coins, the second premium.</p>",
          image: "/images/games/irish-riches-bonanza/symbols/pot-of-gold.webp",
          alt: "A black cauldron overflowing with gold coins",
        },
        {
          title: "Golden Harp",
          multiplier: "25+: 30x · 20-24: 12x · 15-19: 5x · 10-14: 1.5x · 5-9: 0.4x",
          content: "<p>A gilded Celtic harp strung with silver, its frame carved with knotwork.</p>",
          image: "/images/games/irish-riches-bonanza/symbols/golden-harp.webp",
          alt: "A golden Celtic harp with a knotwork frame and silver strings",
        },
        {
          title: "Lucky Horseshoe",
          multiplier: "25+: 20x · 20-24: 8x · 15-19: 3x · 10-14: 1x · 5-9: 0.3x",
          content: "<p>A polished horseshoe hung points up, so the luck never runs out.</p>",
          image: "/images/games/irish-riches-bonanza/symbols/lucky-horseshoe.webp",
          alt: "A shining gold horseshoe hanging points up on a green ribbon",
        },
        {
          title: "Emerald Knot",
          multiplier: "25+: 15x · 20-24: 6x · 15-19: 2x · 10-14: 0.6x · 5-9: 0.2x",
          content: "<p>A green gemstone set in a Celtic knot, the highest of the four gem symbols.</p>",
          image: "/images/games/irish-riches-bonanza/symbols/emerald-knot.webp",
          alt: "A faceted emerald set in a silver Celtic knot",
        },
        {
          title: "Amber Knot",
          multiplier: "25+: 15x · 20-24: 6x · 15-19: 2x · 10-14: 0.6x · 5-9: 0.2x",
          content: "<p>A honey-coloured amber stone, paying the same as the Emerald Knot.</p>",
          image: "/images/games/irish-riches-bonanza/symbols/amber-knot.webp",
          alt: "A faceted amber stone set in a silver Celtic knot",
        },
        {
          title: "Sapphire Knot",
          multiplier: "25+: 10x · 20-24: 4x · 15-19: 1.5x · 10-14: 0.5x · 5-9: 0.1x",
          content: "<p>A deep blue sapphire in a woven silver setting.</p>",
          image: "/images/games/irish-riches-bonanza/symbols/sapphire-knot.webp",
          alt: "A faceted blue sapphire set in a silver Celtic knot",
        },
        {
          title: "Amethyst Knot",
          multiplier: "25+: 10x · 20-24: 4x · 15-19: 1.5x · 10-14: 0.5x · 5-9: 0.1x",
          content: "<p>A violet amethyst, paying the same as the Sapphire Knot.</p>",
          image: "/images/games/irish-riches-bonanza/symbols/amethyst-knot.webp",
          alt: "A faceted purple amethyst set in a silver Celtic knot",
        },
        {
          title: "Shamrock Wild",
          multiplier: "Base game: 2x, 3x or 5x · Free spins: 2x up to 100x",
          content:
            "<p>The Shamrock substitutes for all paying symbols and carries a multiplier that applies to every cluster it joins. It does not replace the Rainbow scatter.</p>",
          image: "/images/games/irish-riches-bonanza/symbols/shamrock-wild.webp",
          alt: "A glowing three-leaf shamrock with a multiplier badge and the word WILD",
        },
        {
          title: "Rainbow Scatter",
          multiplier: "4+: 10 free spins · 3+ in free spins: +5 spins",
          content:
            "<p>The Rainbow pays no cluster wins of its own; it counts anywhere on the grid and opens the free spins.</p>",
          image: "/images/games/irish-riches-bonanza/symbols/rainbow-scatter.webp",
          alt: "A rainbow arching over a gold coin marked SCATTER",
        },
      ],
    },
    multipliers: {
      title: "Win tiers",
      list: [
        {
          title: "Big Win",
          content: "<p>Wins of 20x the bet or more set the leprechaun dancing a jig on his pot of gold.</p>",
          image: "/images/games/irish-riches-bonanza/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: "<p>From 40x the bet, a rainbow sweeps the glen and gold coins rain across the grid.</p>",
          image: "/images/games/irish-riches-bonanza/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content:
            "<p>At 60x the bet or more the standing stones glow and the whole hoard spills into view.</p>",
          image: "/images/games/irish-riches-bonanza/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content:
        "<p>A look at Irish Riches Bonanza: the glen at night, a cascade in progress and the free spins round.</p>",
      list: [
        {
          alt: "The 7x7 grid of gems and Irish symbols set among standing stones under a full moon",
          image: "/images/games/irish-riches-bonanza/gallery/base-game-grid.webp",
        },
        {
          alt: "A cluster of Leprechaun symbols bursting as new symbols cascade into the grid",
          image: "/images/games/irish-riches-bonanza/gallery/cascade-win.webp",
        },
        {
          alt: "A Shamrock wild with a 5x multiplier badge joining a cluster of Pot of Gold symbols",
          image: "/images/games/irish-riches-bonanza/gallery/wild-multiplier.webp",
        },
        {
          alt: "Four Rainbow scatters on the grid opening the free spins round with 10 spins",
          image: "/images/games/irish-riches-bonanza/gallery/free-spins-intro.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Cluster pays and cascades",
          content:
            '<ol><li>Symbols drop onto the 7x7 grid.</li><li>Any group of 5 or more matching symbols connected horizontally or vertically is a winning cluster. Diagonal contact does not count.</li><li>Each cluster is paid according to its size; the Leprechaun pays 100x the bet for 25 or more.</li><li>Winning symbols are removed, the symbols above fall down and new ones fill the gaps.</li><li>The grid is checked again, and <a href="/features/cascades">cascades</a> continue until no winning combination forms.</li></ol>',
          images: [
            {
              image: "/images/games/irish-riches-bonanza/special-features/cascades.webp",
              alt: "Arrows showing symbols falling into the gaps left by a winning cluster",
            },
          ],
        },
        {
          title: "Shamrock wild multipliers",
          content:
            "<ol><li>Shamrock wilds can land on any spin and cascade, each showing a multiplier.</li><li>In the base game the multiplier is 2x, 3x or 5x; in free spins it ranges from 2x up to 100x.</li><li>A wild substitutes for any paying symbol and can join more than one cluster at once.</li><li>The cluster's win is multiplied by the wild's value. If a cluster contains several wilds, their multipliers are added together.</li><li>A wild that is part of a win is removed with the cluster in the cascade.</li></ol>",
          images: [
            {
              image: "/images/games/irish-riches-bonanza/special-features/shamrock-wild-multipliers.webp",
              alt: "Three Shamrock wilds with multiplier badges of 2x, 3x and 5x",
            },
          ],
        },
        {
          title: "Free spins",
          content:
            "<ol><li>Land 4 or more Rainbow scatters anywhere on the grid to win 10 free spins.</li><li>All cascade wins from the triggering spin are paid before the round begins.</li><li>Free spins are played at the triggering bet, and Shamrock wilds now carry multipliers from 2x up to 100x.</li><li>Land 3 or more Rainbow scatters during the round to add 5 more free spins.</li><li>The round ends when no free spins remain, and its total is paid.</li></ol>",
          images: [
            {
              image: "/images/games/irish-riches-bonanza/special-features/free-spins.webp",
              alt: "A rainbow over the glen with a counter showing 10 free spins",
            },
          ],
        },
        {
          title: "Buy Bonus",
          content:
            '<ol><li>Open the Buy Bonus panel beside the grid.</li><li>Confirm the price of 100x the current bet.</li><li>The round starts with 10 free spins, exactly as if 4 scatters had landed, and plays with the same wild multipliers and retriggers.</li></ol><p>Learn more about <a href="/features/buy-bonus">Buy Bonus</a>. Operators can switch it off where local rules require.</p>',
          images: [
            {
              image: "/images/games/irish-riches-bonanza/special-features/buy-bonus.webp",
              alt: "A leprechaun holding up a golden ticket priced at 100x the bet",
            },
          ],
          align: "center",
        },
      ],
    },
    rules: {
      title: "Game rules",
      content:
        "<p>Irish Riches Bonanza is a 7x7 cluster pays video slot. Choose a bet from 0.20 to 100.00 and press Spin.</p><ul><li>Clusters of 5 or more matching symbols connected horizontally or vertically pay according to the paytable, as multiples of the bet.</li><li>All clusters on the grid are paid; each cluster pays for its own size.</li><li>After each win the winning symbols are removed and new symbols cascade in. Cascades continue until no winning combination forms.</li><li>Shamrock wilds substitute for all paying symbols except the Rainbow scatter and carry multipliers of 2x, 3x or 5x in the base game and 2x up to 100x in free spins. Multipliers of several wilds in one cluster are added together.</li><li>4 or more Rainbow scatters award 10 free spins; 3 or more during free spins add 5 more.</li><li>Buy Bonus starts free spins for 100x the bet.</li><li>RTP is 95.74%. Volatility is medium. The max win is 5,000x the bet; when it is reached the round ends and 5,000x is paid.</li></ul><p>Malfunction voids all pays and plays.</p>",
      image: "/images/games/irish-riches-bonanza/rules/cluster-pays-guide.webp",
    },
    languages: { title: "Available in 28 languages" },
    overview: [
      {
        title: "Advantages for operators",
        content:
          '<ul><li>A familiar folklore theme presented with a fresh moonlit art style.</li><li><a href="/features/cluster-pays">Cluster pays</a> from 5 symbols and <a href="/features/cascades">cascades</a> that give every spin several chances to pay.</li><li>Wild multipliers of 2x, 3x or 5x in the base game and from 2x up to 100x in free spins.</li><li>10 free spins with +5 retriggers, and a 100x <a href="/features/buy-bonus">Buy Bonus</a>.</li><li>RTP of 95.74%, medium volatility and a 5,000x max win.</li></ul>',
      },
      {
        title: "Mobile play",
        content:
          "<p>The square 7x7 grid suits a phone held upright: in portrait mode it fills the width of the screen, with spin, bet and Buy Bonus controls placed within reach of the thumb. The HTML5 build runs in every modern mobile and desktop browser, and cascades keep their speed on mid-range devices.</p>",
      },
      {
        title: "Game strategy",
        content:
          "<p>Every spin is independent and its result is random, so no method can change the odds. What helps is understanding where the value sits: large clusters pay well above small ones, and free spins carry the richest wild multipliers. Choose a bet that leaves room for a long session, decide on limits before starting, and try the demo mode to get a feel for how cascades and wilds combine.</p>",
      },
      {
        title: "Summary",
        content:
          '<p>Irish Riches Bonanza combines cluster pays, cascades and Shamrock wild multipliers on a 7x7 grid. Four scatters open 10 free spins in which wilds are worth 2x up to 100x, three more add 5 spins, and the whole round can be bought for 100x. With 95.74% RTP, medium volatility and a 5,000x max win, it is a lively cluster game for players who like every spin to keep moving. Fans of the theme can also try <a href="/games/leprechaun-jackpot-collector">Leprechaun Jackpot Collector</a>.</p>',
      },
    ],
  },
  facts: {
    release_date: "2025-03-05",
    rtp: 95.74,
    volatility: "medium",
    hit_frequency: 43.4,
    max_win: 5000,
    min_bet: 0.2,
    max_bet: 100,
    layout: "7x7",
    paylines: "Cluster pays (5+)",
    features: ["cluster-pays", "cascades", "buy-bonus"],
    theme: "Irish folklore",
    other_tags: ["Leprechaun", "Cluster pays", "Cascades", "Wild multipliers", "Free spins"],
    game_size: "24 MB",
  },
  buy_prices: [100],
  idle_reel_heights: [7, 7, 7, 7, 7, 7, 7],
  editorial: ["min_bet", "max_bet", "layout"],
  discrepancies: [
    {
      fact: "rtp",
      chosen: "95.74%",
      other: "96% (text)",
      source: "catalogue.md section 9, Irish Riches Bonanza: RTP 95.74% (text also says 96%)",
    },
    {
      fact: "max_win",
      chosen: "5,000x",
      other: "over 6,000x (opening text)",
      source:
        "catalogue.md section 9, Irish Riches Bonanza: max win 5,000x (an opening text says over 6,000x)",
    },
  ],
} satisfies GameRecordSource;

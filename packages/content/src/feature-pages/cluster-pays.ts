import type { FeaturePage } from "./schema";

export default {
  slug: "cluster-pays",
  name: "Cluster Pays",
  meta: {
    title: "Cluster Pays: How Cluster Wins Work | Quillspin",
    description:
      "Cluster Pays replaces paylines with groups of matching symbols: 5 or more on the 7x7 grid of Irish Riches Bonanza, 8 or more on our 6x5 Bonanza grids.",
  },
  h1: "Cluster Pays: wins without paylines",
  lead: "Cluster Pays does away with paylines and reels read from the left. A big enough group of matching symbols on the grid is a cluster, and the bigger the cluster, the bigger the pay.",
  whatItIs: [
    "Cluster games are played on a grid rather than a row of reels. Instead of lines, the game looks for groups of the same symbol. Each game sets the smallest group that pays and the sizes at which the pay steps up, and every winning cluster on the grid is paid.",
    "Irish Riches Bonanza plays on a 7x7 grid, where 5 or more matching symbols connected horizontally or vertically form a winning cluster; diagonal contact does not count. Pays climb with the size of the cluster, up to 100x the bet for 25 or more Leprechauns.",
    "Lucky Skulls Bonanza and Lucky Santa Bonanza play on a 6x5 grid, where a cluster of 8 or more matching symbols anywhere on the grid wins and the prizes rise at 10 to 11 and at 12 or more symbols. All three games pair Cluster Pays with Cascades, so a paid cluster clears away and the new symbols can form the next one.",
  ],
  round: {
    title: "How a cluster spin plays",
    steps: [
      "Place a bet and spin; symbols drop onto the grid.",
      "The game finds every cluster that meets the minimum size: 5 symbols in Irish Riches Bonanza, 8 in Lucky Skulls Bonanza and Lucky Santa Bonanza.",
      "Wilds join clusters where the game has them. In Irish Riches Bonanza a Shamrock wild can join more than one cluster at once and multiplies each cluster it joins.",
      "Each cluster is paid for its size, as a multiple of the bet, and all cluster wins are added together.",
      "The winning symbols are removed, the symbols above fall and new ones drop in; any new cluster is paid as well.",
      "When no winning combination remains, the spin is complete.",
    ],
  },
  volatility: {
    title: "What it means for volatility and hit frequency",
    paragraphs: [
      "The grid size and the minimum cluster set the rhythm of the base game: the smaller the minimum relative to the grid, the more often clusters form. Large clusters are rare and paid steeply, which is where the top of the paytable sits.",
      "Multipliers supply most of the volatility. Shamrock wilds in Irish Riches Bonanza multiply the clusters they join by 2x, 3x or 5x in the base game and by 2x up to 100x in free spins, and the multipliers of several wilds in one cluster are added together. In the free spins of Lucky Skulls Bonanza and Lucky Santa Bonanza, multipliers of 2x to 100x and 2x to 500x are summed when the cascades stop.",
      "All three of these games run at medium volatility with a 5,000x max win: cascading clusters keep the base game moving, and the free-spin multipliers provide the peaks.",
    ],
  },
  forOperators: {
    title: "Why operators list it",
    paragraphs: [
      "Cluster grids read at a glance on a phone. There are no lines to trace, wins light up as shapes and the grid suits a portrait screen, which makes Cluster Pays a strong fit for mobile-first audiences.",
      "Paired with Cascades, a cluster game produces chain reactions in the base game that keep sessions lively between bonuses, while free-spin multipliers give players a clear goal.",
      "Cluster Pays is the pay structure of the game rather than an option, so it needs no market setting. The Buy Bonus offered alongside it at 100x depends on the operator and the player's jurisdiction.",
    ],
  },
  faq: [
    {
      question: "Do symbols have to touch to form a cluster?",
      answer:
        "In Irish Riches Bonanza, yes: symbols must connect horizontally or vertically, and diagonal contact does not count. Each game's rules state how its clusters are counted, so check the rules of the game you are playing.",
    },
    {
      question: "Is a cluster paid more than once?",
      answer:
        "No. Each cluster is paid once, for its size. Its symbols are then removed, and any new clusters formed by the cascade are paid separately.",
    },
    {
      question: "Can a wild count in two clusters?",
      answer:
        "In Irish Riches Bonanza it can. A Shamrock wild substitutes for any paying symbol, can join more than one cluster at once and multiplies each cluster it is part of.",
    },
  ],
} satisfies FeaturePage;

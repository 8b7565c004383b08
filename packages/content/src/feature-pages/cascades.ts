import type { FeaturePage } from "./schema";

export default {
  slug: "cascades",
  name: "Cascades",
  meta: {
    title: "Cascades: Cascading Wins Explained | Quillspin",
    description:
      "With Cascades, winning symbols are removed and new ones drop in, so one paid spin can chain several wins. How it works in our cluster and FlexiWays slots.",
  },
  h1: "Cascades: one spin, several wins",
  lead: "With Cascades, winning symbols are removed once they have paid and the gaps are filled from above. If the new symbols form another win, it pays too, and the chain continues until no winning combination forms.",
  whatItIs: [
    "On a standard reel slot a spin shows one result. Cascades turn a spin into a sequence: every winning symbol is cleared, the symbols above fall into the gaps, new symbols drop in from the top and the grid is checked again. All of it happens within the same paid spin, at the same bet.",
    "Irish Riches Bonanza cascades clusters of 5 or more on a 7x7 grid, and a Shamrock wild that is part of a win is removed with its cluster. Lucky Skulls Bonanza and Lucky Santa Bonanza cascade clusters of 8 or more on a 6x5 grid. Cleo's Riches FlexiWays cascades ways wins across up to 200,704 ways.",
    "Cascades are often tied to a multiplier. In Cleo's Riches FlexiWays each cascade adds 1x to the win multiplier; in the base game it returns to 1x at the start of the next paid spin, and in free spins it keeps its value for the whole round. In the free spins of Lucky Skulls Bonanza and Lucky Santa Bonanza, multiplier symbols worth 2x to 100x and 2x to 500x land on the grid, and when the sequence ends their values are added together and multiply its total win.",
  ],
  round: {
    title: "How a cascade sequence plays",
    steps: [
      "Place a bet and spin; the grid fills with symbols.",
      "Every winning combination on the grid is paid.",
      "The winning symbols are removed from the grid.",
      "The symbols above fall down and new symbols drop in from above to fill the gaps.",
      "The grid is checked again and any new win is paid. In Cleo's Riches FlexiWays each cascade adds 1x to the multiplier for the wins it produces.",
      "The sequence repeats until no winning combination forms. In the free spins of Lucky Skulls Bonanza and Lucky Santa Bonanza, the multipliers on the grid are then added together and applied to the sequence's win.",
      "The next paid spin starts from a fresh grid.",
    ],
  },
  volatility: {
    title: "What it means for volatility and hit frequency",
    paragraphs: [
      "Cascades raise the value of a winning spin more than the number of winning spins. The first win still has to land, but once it does, every refill is another chance to pay, so a winning spin is worth more on average and long chains give the mechanic its peaks.",
      "A multiplier tied to the chain adds volatility, because long chains are rewarded far more than short ones. Cleo's Riches FlexiWays lets the player choose the risk in its free spins: 15 spins at 1x, 10 at 5x or 5 at 10x, with each cascade adding 1x to the chosen starting value.",
      "In Lucky Skulls Bonanza and Lucky Santa Bonanza the multipliers are summed when the cascades stop, so a long sequence with several multipliers in view is the route to the 5,000x max win, and the free spins rather than the base game carry the biggest results.",
    ],
  },
  forOperators: {
    title: "Why operators list it",
    paragraphs: [
      "Cascades are visibly exciting. The grid moves after every win and a chain can build in front of the player, which keeps attention on each spin and gives base-game wins a sense of momentum.",
      "The mechanic works with clusters, ways and multipliers alike, so it supports very different games: a 7x7 cluster grid in Irish Riches Bonanza, a festive 6x5 grid in Lucky Santa Bonanza and an Egyptian FlexiWays layout in Cleo's Riches FlexiWays.",
      "The whole sequence belongs to one game round on one stake. There is nothing to buy or switch on, so Cascades need no market-by-market configuration.",
    ],
  },
  faq: [
    {
      question: "Do cascades cost anything?",
      answer:
        "No. The whole sequence is part of the spin that started it, and every cascade win is added to that spin's result.",
    },
    {
      question: "How long can a cascade sequence run?",
      answer:
        "Until no winning combination forms. A round that reaches the game's max win ends there and pays it: in Cleo's Riches FlexiWays, for example, that is 5,000x the total bet.",
    },
    {
      question: "Does the Cleo's Riches FlexiWays multiplier reset?",
      answer:
        "In the base game it returns to 1x at the start of the next paid spin. In free spins it keeps its value for the whole round and keeps growing by 1x with every cascade.",
    },
  ],
} satisfies FeaturePage;

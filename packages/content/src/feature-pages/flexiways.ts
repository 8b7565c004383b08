import type { FeaturePage } from "./schema";

export default {
  slug: "flexiways",
  name: "FlexiWays",
  meta: {
    title: "FlexiWays: Reels That Change Height | Quillspin",
    description:
      "FlexiWays changes the height of every reel on every spin, and the ways to win change with it: up to 200,704 in Cleo's Riches, 117,649 in Coral Reef.",
  },
  h1: "FlexiWays: a new grid on every spin",
  lead: "With FlexiWays, every reel lands showing its own number of symbols, so the shape of the grid and the number of ways to win change from one spin to the next.",
  whatItIs: [
    "FlexiWays is a ways-to-win mechanic on reels of variable height. Wins are paid for matching symbols on adjacent reels from the leftmost reel, in any position, and each reel's height is set afresh on every spin. The number of ways for a spin is the symbol count of each reel multiplied together.",
    "Cleo's Riches FlexiWays has six reels: reels 1 and 6 show at most 7 symbols and reels 2 to 5 at most 8, for up to 7 × 8 × 8 × 8 × 8 × 7 = 200,704 ways. Coral Reef FlexiWays has six reels of up to 7 symbols each, for up to 7 × 7 × 7 × 7 × 7 × 7 = 117,649 ways. Frozen Fruits FlexiWays opens up to 200,704 ways on its six reels.",
    "Quieter spins pay by the same rule. Reels showing 3, 5, 4, 6, 4 and 7 symbols give 3 × 5 × 4 × 6 × 4 × 7 = 10,080 ways; a win still needs 3 or more matching symbols on adjacent reels from reel 1, and each way is paid separately.",
  ],
  round: {
    title: "How a FlexiWays spin plays",
    steps: [
      "Set the total bet and spin. The total bet covers every way, so there are no lines to choose.",
      "Each of the six reels lands with its own number of symbols.",
      "The symbol counts of the reels are multiplied together to give the number of ways for this spin.",
      "Symbols matching on 3 or more adjacent reels, starting from reel 1, win. Wilds substitute: on reels 2 to 5 in Cleo's Riches FlexiWays, and on reels 2 to 6 in the base game of Coral Reef FlexiWays, where each Pearl Wild carries x2 or x3.",
      "Each way is paid as a multiple of the total bet, and wins on different ways are added together.",
      "In Cleo's Riches FlexiWays the winning symbols then cascade away and the refilled grid is checked again; in Coral Reef FlexiWays and Frozen Fruits FlexiWays the spin is settled.",
    ],
  },
  volatility: {
    title: "What it means for volatility and hit frequency",
    paragraphs: [
      "Because the number of ways changes on every spin, FlexiWays produces a wide spread of outcomes. A spin with short reels offers few ways, while a spin with every reel at full height can pay the same symbol many times over, so the base game mixes frequent small wins with occasional large ways wins when tall reels line up.",
      "Multipliers widen the spread further. In Coral Reef FlexiWays every Pearl Wild carries x2 or x3 and several wilds in one win multiply together, so two x3 wilds give x9; in the Raining Wilds free spins, 1 to 6 wilds fall on every spin. That combination is behind the game's 12,305x max win.",
      "All three FlexiWays games run at medium volatility: Cleo's Riches FlexiWays and Frozen Fruits FlexiWays with a 5,000x max win, and Coral Reef FlexiWays with 12,305x.",
    ],
  },
  forOperators: {
    title: "Why operators list it",
    paragraphs: [
      "FlexiWays gives a title a modern, high-energy base game: every spin looks different, and the headline ways figure is an instant hook in a lobby.",
      "It combines well with the features players look for: cascades and a rising multiplier in Cleo's Riches FlexiWays, multiplier wilds in Coral Reef FlexiWays, and a free-spins choice of 20 spins at x3, 15 at x4 or 10 at x6 in Frozen Fruits FlexiWays.",
      "FlexiWays is the pay structure of the game, so it needs no market setting. The Buy Bonus available at 100x in these games depends on the operator and the player's jurisdiction.",
    ],
  },
  faq: [
    {
      question: "How is FlexiWays different from AllWays Pay?",
      answer:
        "AllWays Pay uses a fixed grid, so the number of ways never changes: 243 on 5x3 reels, 1,024 on 5x4. FlexiWays changes the height of each reel on every spin, so the number of ways changes too.",
    },
    {
      question: "Why is the ways figure given as 'up to'?",
      answer:
        "It is the number of ways when every reel shows its maximum number of symbols. In Cleo's Riches FlexiWays that is 7 on reels 1 and 6 and 8 on reels 2 to 5, giving 200,704 ways; most spins show fewer.",
    },
    {
      question: "Does a spin with more ways cost more?",
      answer:
        "No. The total bet is the same whatever the reel heights; only the number of ways on offer changes from spin to spin.",
    },
  ],
} satisfies FeaturePage;

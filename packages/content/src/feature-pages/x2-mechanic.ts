import type { FeaturePage } from "./schema";

export default {
  slug: "x2-mechanic",
  name: "X2 Mechanic",
  meta: {
    title: "X2 Mechanic: Double the Paylines | Quillspin",
    description:
      "The X2 Mechanic doubles the paylines for free spins: Squid Gold X2 pays on 50 lines in the base game and on 100 in free spins, at the same line bet.",
  },
  h1: "X2 Mechanic: twice the paylines in free spins",
  lead: "The X2 Mechanic doubles the number of paylines when free spins start, without changing the line bet. In Squid Gold X2 the base game pays on 50 paylines and every free spin on 100.",
  whatItIs: [
    "Most line slots keep the same paylines in every part of the game. The X2 Mechanic switches on a second set of lines for the bonus: the grid and the symbols stay the same, but every free spin is checked against twice as many paylines.",
    "Squid Gold X2 plays on a 5x5 grid. The base game pays on 50 fixed paylines, with the line bet set at the total bet divided by 50. When free spins start, the X2 Mechanic expands the paylines from 50 to 100 for the whole round, and the line bet does not change, so the extra 50 lines come free.",
    "Three, four or five Golden Pearl scatters award 8, 12 or 20 free spins, in the base game and during the round, and the Buy Bonus opens the 100-payline round for 40x the total bet.",
  ],
  round: {
    title: "How an X2 round plays in Squid Gold X2",
    steps: [
      "Play the base game on 50 paylines, at a total bet from 0.10 to 200.00.",
      "Land 3, 4 or 5 Golden Pearl scatters anywhere on the grid, or buy the round for 40x the total bet.",
      "Receive 8, 12 or 20 free spins, played at the bet of the triggering spin.",
      "The X2 Mechanic expands the paylines from 50 to 100 for the whole round, at the same line bet.",
      "Every free spin is checked across all 100 paylines. Wins need 3, 4 or 5 matching symbols from the leftmost reel, and the Golden Squid Wild substitutes for every symbol except the Golden Pearl scatter.",
      "3, 4 or 5 pearls during the round add another 8, 12 or 20 free spins.",
      "When the spins run out, or the round reaches the 500x max win, the total is paid.",
    ],
  },
  volatility: {
    title: "What it means for volatility and hit frequency",
    paragraphs: [
      "Doubling the paylines raises hit frequency inside the bonus. On a 5x5 grid, 100 lines cover many more combinations of positions than 50, so more free spins land a win and many land several at once.",
      "Because the line bet stays the same, each line pays what it would in the base game; the gain comes from the number of wins rather than their size. That makes the free spins richer without raising the ceiling: the max win of Squid Gold X2 is 500x the total bet per game round.",
      "Squid Gold X2 runs at medium volatility. The X2 effect shows most clearly in the number of wins per free spin, which is why the round feels busier than the base game.",
    ],
  },
  forOperators: {
    title: "Why operators list it",
    paragraphs: [
      "The X2 Mechanic explains itself in one line, 50 paylines become 100 in free spins, and gives the bonus an upgrade players can see from the first free spin.",
      "It changes the structure of the game rather than adding an option, so it needs no market-specific setting. The 40x Buy Bonus that opens the round directly depends on the operator and the player's jurisdiction.",
      "Payouts stay bounded: the max win is 500x the total bet per game round, and no single payout may exceed the win cap of 250,000,000 in the player's currency.",
    ],
  },
  faq: [
    {
      question: "Do the extra paylines cost more?",
      answer:
        "No. The line bet, the total bet divided by 50, stays the same when the paylines expand, and free spins are played at the bet of the triggering spin.",
    },
    {
      question: "Does the X2 Mechanic apply in the base game?",
      answer:
        "No. The base game pays on 50 paylines; the X2 Mechanic doubles them to 100 for free spins, including a round opened with the Buy Bonus.",
    },
    {
      question: "Can the free spins be retriggered?",
      answer:
        "Yes. 3, 4 or 5 Golden Pearls during the round add another 8, 12 or 20 free spins, and they are played on 100 paylines too.",
    },
  ],
} satisfies FeaturePage;

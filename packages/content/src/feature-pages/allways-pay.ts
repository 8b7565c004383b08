import type { FeaturePage } from "./schema";

export default {
  slug: "allways-pay",
  name: "AllWays Pay",
  meta: {
    title: "AllWays Pay: 243 and 1,024 Ways Explained | Quillspin",
    description:
      "AllWays Pay replaces paylines: matching symbols on adjacent reels from the left win in any row. How 243 and 1,024 ways are counted and paid.",
  },
  h1: "AllWays Pay: every position counts",
  lead: "AllWays Pay does away with fixed paylines. Matching symbols win when they land on adjacent reels starting from the leftmost reel, in any row, so every path across the reels is a way to win.",
  whatItIs: [
    "On a payline slot a win has to follow one of a fixed set of lines. With AllWays Pay the row does not matter: a symbol anywhere on reel 1 connects with the same symbol anywhere on reel 2, then anywhere on reel 3, and so on. The number of ways is the number of rows multiplied together once per reel: 3 rows on 5 reels give 3 × 3 × 3 × 3 × 3 = 243 ways, and 4 rows on 5 reels give 1,024.",
    "Hacker Crash Jackpot plays on 5x3 reels with 243 ways. Monster Load-Up Hold & Win and Wild Yoga Collector play on 5x4 grids with 1,024 ways. In all three, a win needs 3 or more matching symbols on adjacent reels from the leftmost reel, and the wild substitutes for the paying symbols.",
    "When a symbol appears more than once on a reel, each copy opens a separate way. Two matching symbols on reel 1, one on reel 2 and two on reel 3 make 2 × 1 × 2 = 4 ways, so a three-of-a-kind win is paid four times.",
  ],
  round: {
    title: "How a spin is paid",
    steps: [
      "Set the total bet and spin. There are no lines to select and no line bet: the total bet covers every way.",
      "When the reels stop, the game takes each paying symbol showing on reel 1.",
      "It looks for the same symbol, or a wild, anywhere on reel 2, then reel 3, and so on, stopping at the first reel without a match.",
      "A run across 3 or more adjacent reels is a win. Its number of ways is the count of matching symbols on each reel of the run multiplied together.",
      "Only the highest win per way combination is paid, and wins on different ways are added together.",
      "Pays are multiples of the total bet, as shown in the paytable: in Hacker Crash Jackpot, five Hackers on one way pay 25x.",
    ],
  },
  volatility: {
    title: "What it means for volatility and hit frequency",
    paragraphs: [
      "Because any row counts, AllWays Pay produces many small and mid-sized wins. Hit frequency is usually higher than on a slot with a handful of paylines, and individual pays are scaled to match, so wins are spread across more spins and the base game feels busy and steady.",
      "Wilds do more on a ways grid. A single wild joins every way that passes through its position, which on a 5x4 grid can be 256 ways at once. That is why the random wilds of Monster Load-Up Hold & Win and the Fortune Wilds of Wild Yoga Collector, each adding 2 to 4 wilds to a base-game spin, can connect several wins in one go.",
      "The ways structure sets the rhythm of the base game; the features set its ceiling. Hacker Crash Jackpot runs at medium-high volatility with its two crash features, while Monster Load-Up Hold & Win and Wild Yoga Collector run at medium volatility with Hold & Win bonuses on top.",
    ],
  },
  forOperators: {
    title: "Why operators list it",
    paragraphs: [
      "AllWays Pay is easy to explain. There are no lines to configure and no line-bet arithmetic, so the total bet is the only number a player needs, which suits players moving from classic line slots to modern grids.",
      "Frequent small wins keep the balance moving between bonuses, which supports longer, steadier sessions, and the bonus rounds on top give those sessions something to build towards.",
      "AllWays Pay is the pay structure of the game rather than an optional extra, so it needs no market-by-market setting: every way is active on every spin, in every jurisdiction where the game is offered.",
    ],
  },
  faq: [
    {
      question: "Is AllWays Pay the same as FlexiWays?",
      answer:
        "No. AllWays Pay uses a fixed grid, so the number of ways never changes: 243 on 5x3 reels, 1,024 on 5x4. With FlexiWays the height of each reel changes on every spin, and the number of ways changes with it, up to 200,704 in Cleo's Riches FlexiWays.",
    },
    {
      question: "Can I play fewer ways for a lower bet?",
      answer: "No. All ways are active on every spin, and the total bet covers them all.",
    },
    {
      question: "Do wins have to start on the leftmost reel?",
      answer:
        "Yes. A win starts on reel 1 and continues across adjacent reels to the right. Matching symbols on reels 2, 3 and 4 alone do not pay.",
    },
  ],
} satisfies FeaturePage;

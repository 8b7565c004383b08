import type { FeaturePage } from "./schema";

export default {
  slug: "collecting-symbols",
  name: "Collecting Symbols",
  meta: {
    title: "Collecting Symbols: Collector Mechanics | Quillspin",
    description:
      "Collecting symbols gather the value of other symbols or feed a meter: the leprechaun of Leprechaun Jackpot Collector, star bulbs, boosters and more.",
  },
  h1: "Collecting Symbols: gathering value from the grid",
  lead: "Collecting symbols turn other symbols into a prize or into progress. A collector sweeps up the values in view when it lands; elsewhere, symbols are gathered into a meter that unlocks spins, multipliers or a bonus.",
  whatItIs: [
    "In a standard slot a symbol pays only as part of a line, a way or a cluster. Collecting mechanics give symbols a second job. Value symbols such as coins show a cash amount or a jackpot label, and a collector symbol, or the end of a bonus, gathers them in and pays them.",
    "Leprechaun Jackpot Collector shows the mechanic in its purest form. During free spins, gold coins land with cash values or a Mini, Minor, Major or Grand jackpot label. When the leprechaun lands, he collects every gold coin in view and pays their cash values multiplied by his current collector multiplier, and a jackpot coin pays its jackpot. Each leprechaun also fills one cell of the 12-cell progress bar.",
    "Other games collect into a meter. In Cash Multipliers Respin every star symbol lights one bulb in the marquee above the reels, and a fully lit marquee starts Jackpot Free Spins. In the bonus rounds of Monster Load-Up Hold & Win and Wild Yoga Collector, landing coins charge the booster or the Lotus Energy bar, which gives an extra spin at 10 points.",
    "Some symbols act on what has already been gathered: in Monster Load-Up Hold & Win, Frankenstein lands with a 2x to 4x multiplier and loads it onto the coins already on the grid.",
  ],
  round: {
    title: "How a collector round plays in Leprechaun Jackpot Collector",
    steps: [
      "Land 3, 4 or 5 rainbow scatters to win 10, 12 or 15 free spins, or buy the round for 40x the bet.",
      "The progress bar starts empty and the collector multiplier starts at x1.",
      "Gold coins land with cash values or jackpot labels; on their own they wait to be collected.",
      "When the leprechaun lands, he collects every gold coin in view: cash values are multiplied by the collector multiplier, and a jackpot coin pays its jackpot.",
      "Each collection fills one cell of the bar. 4 cells add 10 spins and raise the multiplier to x2, 8 cells add 10 more and x3, and 12 cells add 10 more and x10.",
      "The round ends when all free spins, including those added by the bar, have been played.",
    ],
  },
  volatility: {
    title: "What it means for volatility and hit frequency",
    paragraphs: [
      "Collecting splits a win into two events: the value symbols have to land, and a collector has to land with them. A collector arriving on a screen full of coins pays a great deal, a collector on an empty screen pays little, so the mechanic adds volatility inside the feature.",
      "A rising collector multiplier pushes value towards the end of the round. In Leprechaun Jackpot Collector, coins collected at x1 early on are worth a tenth of what the same coins pay once the bar reaches 12 cells and the multiplier stands at x10, so long rounds produce the biggest results.",
      "Meters fed by collected symbols spread the experience differently. The star bulbs of Cash Multipliers Respin give the base game a steady sense of progress between bonuses, while the booster and Lotus Energy bars extend a Hold & Win round rather than paying directly.",
    ],
  },
  forOperators: {
    title: "Why operators list it",
    paragraphs: [
      "Collecting gives each round a story players can follow: what landed, what was collected, how far the bar has moved. That clarity helps retention, particularly with players who find abstract multipliers hard to read.",
      "It pairs naturally with jackpots, because a jackpot label on a coin is easy to show and easy to understand. In Leprechaun Jackpot Collector all four jackpots sit on the coins the leprechaun collects.",
      "Collecting is part of the core rules, so it needs no market-specific setting. Where a game sells direct access to its collector round, as Leprechaun Jackpot Collector does for 40x, that Buy Bonus depends on the operator and the player's jurisdiction.",
    ],
  },
  faq: [
    {
      question: "What is the difference between collecting symbols and an accumulative collector?",
      answer:
        "Collecting describes what a symbol does: it gathers value or progress. An accumulative collector is the meter that stores that progress until it pays off. Many games use both: in Leprechaun Jackpot Collector the leprechaun collects the coins and fills the progress bar.",
    },
    {
      question: "When do the coins in a Hold & Win round pay?",
      answer:
        "At the end of the round. In Monster Load-Up Hold & Win and Wild Yoga Collector the values of all coins on the grid are added up, multiplied by the triggering bet and paid when the round ends.",
    },
    {
      question: "Does the bought round in Leprechaun Jackpot Collector include the collector?",
      answer:
        "Yes. The 40x Buy Bonus starts the free spins straight away, with the leprechaun, the progress bar and all four jackpots in play.",
    },
  ],
} satisfies FeaturePage;

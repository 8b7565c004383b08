import type { FeaturePage } from "./schema";

export default {
  slug: "respin-feature",
  name: "Respin Feature",
  meta: {
    title: "Respin Feature: Lock and Respin Explained | Quillspin",
    description:
      "A respin locks part of the grid and spins the rest again, with the count reset to 3 on each new symbol. How respins play in Fortune 777 Respin and more.",
  },
  h1: "Respin Feature: hold what landed, spin the rest",
  lead: "A respin feature locks the symbols that matter and spins the rest of the grid again, for a set number of respins that resets each time something new locks. It turns a promising spin into a short, focused bonus.",
  whatItIs: [
    "In a respin, part of the result is kept. The symbols that started the feature stay in place while the other positions spin again, as part of the same round and without a new stake. Our respin features share a rule: the round starts with 3 respins, each new qualifying symbol locks and resets the count to 3, and the round ends when the grid is full or the respins run out.",
    "Fortune 777 Respin shows the mechanic in its simplest form on a 3x3 grid. A full stack of Diamonds on any reel starts the Diamond Respin, and full stacks of Rubies on reels 1 and 2, or on reels 1 and 3, start the Ruby Respin, where the remaining reel respins. A grid filled with one symbol brings the Fortune Wheel, which multiplies the grid win by up to 20x.",
    "Coin respins build on the same idea. The Hold & Win rounds of Wild Dragon Respin, Cash Multipliers Respin, Monster Load-Up Hold & Win and Wild Yoga Collector lock coins rather than line symbols, and Server Crash in Hacker Crash Jackpot moves every coin in view to a 15-position matrix for 3 respins, ending instantly at 100 coins.",
  ],
  round: {
    title: "How the Diamond Respin plays in Fortune 777 Respin",
    steps: [
      "A full stack of Diamonds lands on any reel and the Diamond Respin starts.",
      "The stacked reel locks in place and all other positions respin; the count starts at 3.",
      "Each new Diamond that lands locks and resets the count to 3. Wilds that land lock as well and stand in for Diamonds.",
      "Respins continue until the grid is full or the count runs out.",
      "All line wins on the final grid are paid across the 5 paylines: the three rows and the two diagonals.",
      "If the grid is completely filled with one symbol, the Fortune Wheel spins before the win is paid and multiplies it by up to 20x.",
    ],
  },
  volatility: {
    title: "What it means for volatility and hit frequency",
    paragraphs: [
      "Respins give a second chance to spins that would otherwise end quietly, which raises the number of features a player sees without a separate bonus trigger. Most respin rounds pay modestly; the ones that fill the grid pay far more.",
      "The reset to 3 gives respin rounds their shape: a blank respin costs one from the count, three in a row end the round, and every new symbol starts the count again. In Fortune 777 Respin the largest results come from a grid full of one symbol, where the Fortune Wheel multiplies the grid win by up to 20x.",
      "Games that pair respins with coin values and jackpots, such as Wild Dragon Respin with coins of 1x to 100x and a 1,000x Grand Jackpot for all 15 positions, carry more of their return in the feature, and their sessions swing more between the base game and the bonus.",
    ],
  },
  forOperators: {
    title: "Why operators list it",
    paragraphs: [
      "Respins are easy to follow: players see exactly which symbols are held and what they need to land. That clarity suits classic audiences and quick sessions, and Fortune 777 Respin builds a whole compact game around it.",
      "A live respin count keeps attention on the screen after the reels stop, and the chance of a full grid gives each round a clear goal, which supports retention without extending the base game.",
      "Respins happen inside the normal game round, with no extra stake and nothing to buy, so they need no market-specific configuration.",
    ],
  },
  faq: [
    {
      question: "Do respins cost anything?",
      answer: "No. Respins are part of the round that triggered them and are played at the same bet.",
    },
    {
      question: "What is the difference between respins and free spins?",
      answer:
        "Free spins are a new set of full spins, usually with their own rules. A respin keeps part of the current grid locked in place and spins only the rest.",
    },
    {
      question: "How many respins do I get?",
      answer:
        "Our respin features start with 3 and reset to 3 each time a new qualifying symbol locks. Some games add to that: Chance Level-up in Hacker Crash Jackpot starts Server Crash with 4 spins, and the 200x Buy Bonus in Monster Load-Up Hold & Win starts its bonus with 4 respins.",
    },
  ],
} satisfies FeaturePage;

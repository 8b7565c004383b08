import type { FeaturePage } from "./schema";

export default {
  slug: "stacked-wilds",
  name: "Stacked Wilds",
  meta: {
    title: "Stacked Wilds: Wilds That Land in Columns | Quillspin",
    description:
      "Stacked wilds land as columns of wild symbols covering several positions on a reel at once, so one reel stop can complete wins on many lines or ways.",
  },
  h1: "Stacked Wilds: wilds that land in columns",
  lead: "Stacked wilds are wild symbols placed in runs on the reel strip, so they land covering several positions of a reel at once. A full stack makes the whole reel wild for that spin.",
  whatItIs: [
    "Every reel turns a strip of symbols in a fixed order. A stack is a run of the same symbol placed one after another on that strip. When a reel stops on a stack of wilds, two, three or more positions show wild at once; depending on where it stops, the stack fills the reel or shows only part of it.",
    "Because every payline passes through each reel, a full stack of wilds sits on every line. On a ways game it joins every way that crosses the reel, so stacks on two or three adjacent reels can complete a large number of wins in a single spin.",
    "Stacking is not limited to wilds. Fortune 777 Respin uses stacks of Diamonds and Rubies to start its respin features: a full stack of Diamonds on any reel starts the Diamond Respin, and Ruby stacks on reels 1 and 2 or on reels 1 and 3 start the Ruby Respin. Stacked wilds apply the same idea to the wild symbol.",
    "In our catalogue, Wild Dragon Respin uses stacked wilds. On its 5x3, 25-line grid the Dragon Wild lands in stacks of up to 3 on reels 2, 3 and 4, in the base game and in free spins, and singly on reels 1 and 5. A full stack on one of those middle reels fills it and sits on all 25 paylines at once.",
  ],
  round: {
    title: "How a stacked wild spin plays",
    steps: [
      "Spin as usual; the reel strips carry runs of wild symbols.",
      "A reel stops with its wild stack in view, covering part or all of the reel.",
      "Every wild position substitutes for the symbols the game's wild is allowed to replace, in each row it covers.",
      "The game checks every line or way; wins completed by the stacked wilds are paid like any other.",
      "Where several reels show wild stacks, wins through all of them are added together.",
      "On the next spin the reels stop afresh; a stack stays in place only if the game also makes its wilds sticky.",
    ],
  },
  volatility: {
    title: "What it means for volatility and hit frequency",
    paragraphs: [
      "Stacked wilds gather the effect of wilds into fewer, bigger moments. Instead of single wilds spread evenly across spins, several land together less often, so wild-heavy spins are rarer but worth more when they come.",
      "The effect grows quickly across adjacent reels. On a 5x3 line game such as Wild Dragon Respin, with full wild stacks on reels 2, 3 and 4, every payline pays at least four of a kind of whichever symbol it crosses on reel 1, as long as the wild can replace that symbol.",
      "How tall the stacks are and how often they appear set the volatility. Combined with free spins or multipliers, stacked wilds often become a main route to a game's larger wins.",
    ],
  },
  forOperators: {
    title: "Why operators list it",
    paragraphs: [
      "Stacked wilds are instantly readable: a column of wilds is an obvious big moment, easy to show in a lobby preview or a promotional clip.",
      "They live in the reel strips, so there is nothing for players to switch on or buy and nothing to configure per market.",
      "They suit classic line slots with a modern edge: a familiar paytable with occasional full-reel moments that break up a session and give players something to hope for on every spin.",
    ],
  },
  faq: [
    {
      question: "Is a stacked wild the same as an expanding wild?",
      answer:
        "No. A stacked wild lands already covering several positions because it sits in a run on the reel strip, as the Dragon Wild does in Wild Dragon Respin. An expanding wild lands on one position and then grows to fill its reel, as the Falcon of Ra does in Quest of Ra.",
    },
    {
      question: "Is a stacked wild the same as a sticky wild?",
      answer:
        "No. A sticky wild stays in its position for later spins, as the wilds do in the second free-spins stage of Admiral Wilds. Stacking is about how many positions a wild covers on a single spin.",
    },
    {
      question: "Does a partial stack still count?",
      answer:
        "Yes. Every wild position in view substitutes, whether the stack fills the reel or only part of it.",
    },
  ],
} satisfies FeaturePage;

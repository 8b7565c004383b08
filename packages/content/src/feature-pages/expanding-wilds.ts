import type { FeaturePage } from "./schema";

export default {
  slug: "expanding-wilds",
  name: "Expanding Wilds",
  meta: {
    title: "Expanding Wilds: Wilds That Grow to Fill a Reel | Quillspin",
    description:
      "An expanding wild grows from one position to cover its whole reel, turning a single substitute into a column of wilds for that spin. How it plays and pays.",
  },
  h1: "Expanding Wilds: one wild, a whole reel",
  lead: "An expanding wild lands on a single position and then grows to cover every position on its reel. For the rest of that spin the whole reel is wild, so one symbol can complete wins on every line or way that crosses it.",
  whatItIs: [
    "A standard wild substitutes in the one position where it lands. An expanding wild stretches up and down to fill its reel, either every time it lands or only when the expansion completes a win, depending on the game's rules. Once expanded, the reel counts as wild in every row.",
    "Many games pair the expansion with something extra: a respin that holds the expanded reel in place while the others spin again, or a multiplier carried by the expanded wild. The rules of each game state when a wild expands, on which reels it can land and what happens after the spin.",
    "In our catalogue, Quest of Ra has the first kind, a wild that grows every time it lands. Its Falcon of Ra wild can land on any of the 5 reels, and in the base game and in free spins it expands to cover all 3 positions of its reel; a fully wild reel pays every line at least what the single wild would, so the expansion never lowers a win. Golden Sun scatters are counted before the wild expands, so an expansion never costs a scatter pay or a free-spins trigger.",
    "Expanding wilds are distinct from the other wild mechanics in our catalogue. The Pearl Wilds of Coral Reef FlexiWays carry x2 or x3 multipliers but stay in their own position, the stacked Dragon Wilds of Wild Dragon Respin land already covering up to 3 positions, and the sticky wilds of the second free-spins stage in Admiral Wilds lock where they land for the rest of the round rather than growing.",
  ],
  round: {
    title: "How an expanding wild spin plays",
    steps: [
      "Spin as usual; a wild lands in one position on a reel where it can expand.",
      "The wild grows up and down until it covers every position on that reel.",
      "The expanded reel substitutes, in every row, for the symbols the game's wild is allowed to replace.",
      "Every line or way that passes through the reel can use it to complete a win, and all wins are added together.",
      "Where the game adds a respin, the expanded reel holds while the other reels spin again.",
      "The reel returns to normal symbols at the end of the spin or feature, as the game's rules state.",
    ],
  },
  volatility: {
    title: "What it means for volatility and hit frequency",
    paragraphs: [
      "An expanding wild multiplies opportunities rather than values. It does not raise the pay of an individual win, but it can complete many wins at once: every payline passes through every reel, so a fully wild reel sits on all of them: all 10 paylines, in the case of Quest of Ra.",
      "Expansions are occasional and their benefit arrives all at once, so they add short bursts of value to an otherwise steady base game. Each one lifts the chance that a spin pays, and the spins where it happens tend to pay on several lines together.",
      "The overall effect on volatility depends on how often the wild lands and what comes with it. Paired with a respin or a multiplier, an expanding wild can become the main route to a game's larger wins; on its own it mainly raises the number of mid-sized wins.",
    ],
  },
  forOperators: {
    title: "Why operators list it",
    paragraphs: [
      "Expanding wilds are one of the easiest mechanics to read: a symbol grows, a reel lights up and wins follow. That makes them a good fit for classic and mid-range line slots aimed at a broad audience, and new players learn them within a few spins.",
      "The expansion happens inside a normal game round, with no stake to add and nothing to buy, so it needs no market-specific configuration.",
      "Because the moment is so visible, it also works well in lobby previews and promotional clips, where a reel turning wild shows the appeal of a game in seconds.",
    ],
  },
  faq: [
    {
      question: "Is an expanding wild the same as a stacked wild?",
      answer:
        "No. A stacked wild lands already covering several positions because it sits in a stack on the reel strip, as the Dragon Wild does in Wild Dragon Respin. An expanding wild lands on one position and then grows to fill its reel, as the Falcon of Ra does in Quest of Ra.",
    },
    {
      question: "Does an expanding wild pay on its own?",
      answer:
        "That depends on the game. Some wilds pay as a symbol in their own right and others only substitute; the paytable of each game shows whether its wild pays. The Falcon of Ra in Quest of Ra only substitutes and has no pay of its own.",
    },
    {
      question: "Can an expanding wild replace a scatter?",
      answer:
        "Usually not. Wilds rarely replace scatters or bonus symbols, and each game's rules list the symbols its wild can stand in for.",
    },
  ],
} satisfies FeaturePage;

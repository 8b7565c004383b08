import type { FeaturePage } from "./schema";

export default {
  slug: "jackpot",
  name: "Jackpot",
  meta: {
    title: "Jackpot Slots: Jackpot Tiers Explained | Quillspin",
    description:
      "How jackpots work in our slots: named tiers such as Mini, Major and Grand, set as multiples of the bet and won on coins, scatters, full grids or a wheel.",
  },
  h1: "Jackpots: named prizes at the top of the paytable",
  lead: "A jackpot is a named top prize, such as Mini, Minor, Major or Grand, won by a specific event in the game: a jackpot coin, a full grid, a set of scatters or a segment of a wheel.",
  whatItIs: [
    "Slot jackpots come in two families. A progressive jackpot grows with a share of every stake across a network of games until someone wins it. A fixed jackpot is a set prize, usually a multiple of the bet, built into the game's own maths. The jackpots with published values in our catalogue are set as multiples of the bet.",
    "Vampire Vault Hold & Win has four tiers: Mini 20x, Minor 40x and Major 100x on jackpot rubies, and the Grand of 2,000x for filling all 15 positions in Hold & Win. Yakuza Clash Hold & Win has a Mini of 25x and a Major of 100x on jackpot coins, and a Grand of 1,000x for a full grid. Wild Dragon Respin adds a Grand Jackpot of 1,000x to the coin values when all 15 positions fill.",
    "Other games reach their jackpots in other ways. In Brazilian Mask Fire, nine mask scatters in view at once award the Mask Jackpot, worth up to 2,000x the bet, in the base game or in free spins. Leprechaun Jackpot Collector puts Mini, Minor, Major and Grand labels on the gold coins its leprechaun collects. Cash Multipliers Respin ends every Jackpot Free Spins round on a Fortune Wheel that can land on a jackpot, and Hacker Crash Jackpot awards its Grand Jackpot for filling all 25 positions of Scatter Crash.",
  ],
  round: {
    title: "How a jackpot is won in Vampire Vault Hold & Win",
    steps: [
      "Land 6 or more Blood Ruby bonus symbols to start Hold & Win with 3 respins, or buy the round for 40x the bet.",
      "The rubies lock in place; some show a Mini, Minor or Major label instead of a cash value.",
      "Each new ruby locks and resets the respins to 3, and the round runs until all 15 positions are filled or the respins run out.",
      "When the round is settled, each jackpot ruby pays its prize: Mini 20x, Minor 40x or Major 100x the bet.",
      "Filling all 15 positions wins the Grand jackpot of 2,000x the bet.",
      "All cash values and jackpots are added together and paid, up to the game's 2,000x max win.",
    ],
  },
  volatility: {
    title: "What it means for volatility and hit frequency",
    paragraphs: [
      "Jackpots sit at the far end of a game's distribution of wins: rare, large and planned into the maths. They add to volatility because part of the return is held for events that most sessions never reach.",
      "A jackpot set as a multiple of the bet scales with the stake and is known before the spin, so the top prize is as clear at the smallest bet as at the largest. In Vampire Vault Hold & Win the Grand of 2,000x is also the game's max win.",
      "Lower tiers change the feel of a bonus more than the Grand does. A Mini or Major label on a coin, as in Vampire Vault Hold & Win and Yakuza Clash Hold & Win, gives a Hold & Win round a visible prize between an ordinary coin and a full grid.",
    ],
  },
  forOperators: {
    title: "Why operators list it",
    paragraphs: [
      "Named jackpots are a headline in a lobby. A Grand of 2,000x on a game tile tells players what is possible before they open the game, and jackpot tiers give bonus rounds a clear goal.",
      "Jackpots built into a game's own maths need no shared pool, no contribution accounting and no network set-up: the prize is paid by the game round like any other win.",
      "Some markets set rules on how jackpot prizes are presented to players. A fixed multiple of the bet is simple to state accurately, because it does not change between the moment it is shown and the moment it is paid.",
    ],
  },
  faq: [
    {
      question: "Does the bet size change the jackpot?",
      answer:
        "Yes, where the jackpot is a multiple of the bet. In Yakuza Clash Hold & Win the Major pays 100x the bet, so at a bet of 1.00 it pays 100.00 and at 2.00 it pays 200.00.",
    },
    {
      question: "Do free-spin multipliers apply to the jackpot?",
      answer:
        "Not in Brazilian Mask Fire: the Fortune Wheel multiplier applies to free-spin wins but not to the Mask Jackpot. Each game's rules state how its jackpots are paid.",
    },
    {
      question: "Can a jackpot be won in the base game?",
      answer:
        "In Brazilian Mask Fire, yes: nine mask scatters award the Mask Jackpot in the base game or in free spins. In the Hold & Win games the jackpots are won inside the bonus round.",
    },
  ],
} satisfies FeaturePage;

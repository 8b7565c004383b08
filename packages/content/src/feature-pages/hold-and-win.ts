import type { FeaturePage } from "./schema";

export default {
  slug: "hold-and-win",
  name: "Hold & Win",
  meta: {
    title: "Hold & Win: Coin Respins and Jackpots | Quillspin",
    description:
      "Hold & Win locks coins in place for 3 respins, and each new coin resets the count to 3 until the grid is full or the respins run out. How it pays.",
  },
  h1: "Hold & Win: lock the coins, reset the count",
  lead: "Hold & Win is a respin bonus played on a grid of single positions. Coins or bonus symbols lock in place, the round starts with 3 respins, and every new coin resets the count to 3. It ends when the grid is full or the respins run out.",
  whatItIs: [
    "A Hold & Win round replaces the normal reels with a grid where only coins and other bonus symbols can land, each with a value shown as a multiple of the bet. Every one that lands stays locked for the rest of the round and sends the respin count back to 3, so each new arrival buys the grid more time.",
    "When the round ends, the values on the grid are added up and paid. In several games a full grid also brings a top prize: the Grand Jackpot of 1,000x in Wild Dragon Respin and in Yakuza Clash Hold & Win, and the Grand of 2,000x in Vampire Vault Hold & Win, each for filling all 15 positions.",
    "Triggers differ by game. Wild Dragon Respin and Yakuza Clash Hold & Win start the round with 6 or more coins in one spin, and Vampire Vault Hold & Win with 6 or more Blood Rubies. Monster Load-Up Hold & Win and Wild Yoga Collector need 3 bonus symbols on reels 1, 3 and 5, and Cash Multipliers Respin starts its Jackpot Free Spins with 3 scatters or a fully lit row of star bulbs.",
    "Hacker Crash Jackpot has two Hold & Win style features: Scatter Crash on a 25-position matrix, where the spin counter resets to 3 on each new scatter and filling all 25 positions awards the Grand Jackpot, and Server Crash on a 15-position matrix, which ends instantly at 100 coins.",
  ],
  round: {
    title: "How a Hold & Win round plays",
    steps: [
      "Land the trigger, for example 6 or more coins in Yakuza Clash Hold & Win, or 3 bonus symbols on reels 1, 3 and 5 in Monster Load-Up Hold & Win.",
      "The triggering coins lock in place, the other positions clear, and the round starts with 3 respins.",
      "Only coins and bonus symbols can land. Each new one locks in place and resets the count to 3.",
      "Special symbols act as they land: in Monster Load-Up Hold & Win, Frankenstein adds a 2x to 4x multiplier to the coins already on the grid.",
      "Some games add time: the booster in Monster Load-Up Hold & Win and the Lotus Energy bar in Wild Yoga Collector give an extra spin at 10 points.",
      "The round ends when every position is filled or the respins run out.",
      "All values and jackpots on the grid are added up and paid. Where the coins show multipliers, as in Monster Load-Up Hold & Win, their total is multiplied by the triggering bet.",
    ],
  },
  volatility: {
    title: "What it means for volatility and hit frequency",
    paragraphs: [
      "Hold & Win concentrates a large share of a game's return in one bonus. The base game keeps ticking over with line or ways wins, while the coin round carries the big swings: a round that stops with a handful of coins pays modestly, and a round that fills the grid can reach the jackpot.",
      "The reset to 3 gives the round its shape. Every new coin extends it, so a run of coins feeds itself, while three blank respins in a row end it. An extra starting respin improves the chance of a long run: the 200x buy in Monster Load-Up Hold & Win starts with 4 respins instead of the 3 of the 100x option.",
      "The trigger sets how often the round appears, and the coin values set its ceiling: 1x to 100x per coin in Wild Dragon Respin, cash values of up to 1,000x in Yakuza Clash Hold & Win, and cash symbols of 1x to 500x with multipliers of 2x to 25x in Cash Multipliers Respin.",
    ],
  },
  forOperators: {
    title: "Why operators list it",
    paragraphs: [
      "Hold & Win is one of the most recognised bonus formats in online slots. Players understand the grid, the locking coins and the reset without reading the rules, which makes a new title easy to pick up and keeps attention through every respin.",
      "Jackpots on the coins give a game headline prizes without a shared pool. In Vampire Vault Hold & Win the Mini pays 20x, the Minor 40x, the Major 100x and the Grand 2,000x, all fixed multiples of the bet that triggered the round, so there is no jackpot contribution to fund or reconcile.",
      "The round itself needs no market setting. The Buy Bonus options that lead straight to it, 40x in Vampire Vault Hold & Win and Yakuza Clash Hold & Win and 100x or 200x in Monster Load-Up Hold & Win and Wild Yoga Collector, depend on the operator and the player's jurisdiction.",
    ],
  },
  faq: [
    {
      question: "What resets the respins?",
      answer:
        "Every new coin or bonus symbol that lands. It locks in place and the count goes back to 3, however many respins were left.",
    },
    {
      question: "What happens if the grid fills up?",
      answer:
        "The round ends and everything on the grid is paid. In some games a full grid also pays a jackpot: 1,000x in Wild Dragon Respin and Yakuza Clash Hold & Win, and 2,000x in Vampire Vault Hold & Win.",
    },
    {
      question: "Is Hold & Win the same as a respin feature?",
      answer:
        "It is a kind of respin feature in which coins rather than line symbols lock in place and the prize is the total of their values. Our Respin Feature page covers respins in general, including the Diamond and Ruby Respins of Fortune 777 Respin.",
    },
  ],
} satisfies FeaturePage;

import type { FeaturePage } from "./schema";

export default {
  slug: "buy-bonus",
  name: "Buy Bonus",
  meta: {
    title: "Buy Bonus: Prices and How It Works | Quillspin",
    description:
      "Buy Bonus lets players pay a fixed multiple of the bet to start a bonus round at once: 40x, 100x or 200x in our games, configured per market.",
  },
  h1: "Buy Bonus: straight to the feature",
  lead: "Buy Bonus lets a player pay a fixed price, set as a multiple of the total bet, to start a game's bonus round at once instead of waiting for the trigger symbols to land.",
  whatItIs: [
    "Every bonus round has a natural trigger, usually scatters or bonus symbols. Buy Bonus adds a button or menu beside the reels that sells the same round for a fixed multiple of the current total bet. Once bought, the round plays and pays exactly like one triggered on the reels.",
    "Prices in our catalogue sit at three levels. 40x buys the 8 free spins of Double Fortune Panda, the Fortune Wheel of Brazilian Mask Fire and the 100-payline free spins of Squid Gold X2. 100x is the price in Cleo's Riches FlexiWays, Lucky Skulls Bonanza and Admiral Wilds, among others. Monster Load-Up Hold & Win and Wild Yoga Collector sell two versions: 100x for the bonus with 3 respins, or 200x for 4 respins, with Lotus Energy active from the first re-spin in Wild Yoga Collector.",
    "Some bought rounds start from a set position. Vampire Vault Hold & Win begins Hold & Win with 6 Blood Rubies locked and 3 respins, and the Coin Respin option of Yakuza Clash Hold & Win, one of two 40x choices beside Free Spins, begins with 6 coins and 3 respins.",
    "Buy Bonus and Double Chance do not combine. In Cleo's Riches FlexiWays and Lucky Skulls Bonanza the Buy Bonus is unavailable while Double Chance is switched on.",
  ],
  round: {
    title: "How a bought round plays",
    steps: [
      "Set the bet, then press the Buy Bonus button or open the Buy Bonus menu beside the reels.",
      "Where a game offers more than one option, choose one: Free Spins or Coin Respin in Yakuza Clash Hold & Win, or 100x or 200x in Monster Load-Up Hold & Win.",
      "Confirm the price, shown as a multiple of the current total bet.",
      "The round opens: a spin lands the trigger symbols, as in Squid Gold X2 where at least three Golden Pearls land, or the feature starts directly, as the Fortune Wheel does in Brazilian Mask Fire.",
      "The bonus plays at the bet it was bought at, with the same rules, retriggers and jackpots as a triggered round.",
      "When the round ends, its total is paid and play returns to the base game.",
    ],
  },
  volatility: {
    title: "What it means for volatility and hit frequency",
    paragraphs: [
      "Buying the bonus concentrates a session's variance into one purchase. The bonus round holds most of a game's larger wins, so a single bought round can return far more than its price or well below it, and results over a handful of buys vary widely.",
      "The price tracks the value of the round. Where a game sells two versions, the dearer one buys more of the feature: in Monster Load-Up Hold & Win, 200x instead of 100x adds a fourth starting respin, which gives the grid more time to fill.",
      "Hit frequency works differently for a bought round: the feature itself is certain, the size of its result is not. The base game is unchanged by the option being there, and players who never press the button play the game exactly as designed.",
    ],
  },
  forOperators: {
    title: "Why operators list it",
    paragraphs: [
      "Buy Bonus appeals to players who come for the feature and would rather not wait for it. It gives feature-focused players a reason to choose a title and shortens the path to the part of the game they enjoy most.",
      "It is also one of the most closely regulated mechanics in online slots. Some jurisdictions do not allow a bonus round to be sold directly, and others set conditions on it. Availability depends on the operator and the player's jurisdiction, and where Buy Bonus is switched off the game plays with its natural triggers only.",
      "Because the rest of the game does not depend on it, one title can serve markets with and without Buy Bonus without a separate version for players to learn.",
    ],
  },
  faq: [
    {
      question: "Is a bought round different from a triggered one?",
      answer:
        "No. It uses the same rules, symbols, retriggers and jackpots. In Coral Reef FlexiWays, for example, the 100x buy lands 3 to 6 Giant Clam scatters and the Raining Wilds round starts with the matching 10, 15, 20 or 30 free spins.",
    },
    {
      question: "Why can't I see the Buy Bonus button?",
      answer:
        "Availability depends on the operator and the player's jurisdiction. Some markets do not allow a bonus to be bought, and operators switch the option off there. In Cleo's Riches FlexiWays and Lucky Skulls Bonanza it is also unavailable while Double Chance is on.",
    },
    {
      question: "What does the price depend on?",
      answer:
        "Each game sets its own price as a multiple of the total bet, so the cost rises and falls with the stake. At a total bet of 1.00, a 40x buy costs 40.00 and a 100x buy costs 100.00.",
    },
  ],
} satisfies FeaturePage;

import type { FeaturePage } from "./schema";

export default {
  slug: "double-chance",
  name: "Double Chance",
  meta: {
    title: "Double Chance: Trigger Bonuses More Often | Quillspin",
    description:
      "Double Chance raises the stake in exchange for more frequent scatters and free spins. While it is on, the Buy Bonus is disabled. How it works.",
  },
  h1: "Double Chance: a higher stake for more frequent features",
  lead: "Double Chance is an optional switch beside the bet control. With it on, each spin costs more and scatters land more often, so the free spins trigger more frequently. While it is on, the Buy Bonus is disabled.",
  whatItIs: [
    "How often a slot's free spins arrive depends on how often its scatters land. Double Chance lets the player change that balance: the stake per spin rises and more scatters are added to the reels. The higher stake is shown before the next spin, and the switch can be turned off at any time to return to the standard bet.",
    "Cleo's Riches FlexiWays and Lucky Skulls Bonanza offer Double Chance. In both, switching it on disables the Buy Bonus and switching it off enables it again, so the player chooses between paying a little more on every spin to reach the feature more often and paying 100x once to start it.",
    "Hacker Crash Jackpot has its own version, Chance Level-up. With it on, Scatter Crash needs 4 scatters instead of 5, and Server Crash starts with 4 spins instead of 3.",
  ],
  round: {
    title: "How to play with Double Chance",
    steps: [
      "Switch on Double Chance beside the bet control.",
      "Check the higher stake, which is shown before the next spin.",
      "Spin as usual. Scatters now land more often, so the free spins trigger more frequently.",
      "While Double Chance is on, the Buy Bonus is unavailable.",
      "When the free spins trigger, they play as usual: 4 or more scatters give 10 free spins in Lucky Skulls Bonanza, and 3 scatters give 10 free spins in Cleo's Riches FlexiWays, with the choice of 15 at 1x, 10 at 5x or 5 at 10x.",
      "Switch Double Chance off at any time to return to the standard bet and enable the Buy Bonus again.",
    ],
  },
  volatility: {
    title: "What it means for volatility and hit frequency",
    paragraphs: [
      "Double Chance moves part of the stake from the base game towards the feature. Each spin costs more and the free spins arrive more often, so a session holds more bonus rounds and shorter gaps between them.",
      "It changes how often the feature comes, not what the feature can pay: the free spins follow the same rules, and both Cleo's Riches FlexiWays and Lucky Skulls Bonanza keep the 5,000x max win stated in their rules. A player using Double Chance pays for frequency spin by spin; a player using the Buy Bonus pays for certainty in one go.",
      "Chance Level-up works on the entry point and length of Hacker Crash Jackpot's crash features: fewer scatters are needed to start Scatter Crash, and Server Crash begins with an extra spin, giving its 15-position matrix more time before the round ends.",
    ],
  },
  forOperators: {
    title: "Why operators list it",
    paragraphs: [
      "Double Chance lets players choose how they meet the bonus without buying it outright. It stays a spin-by-spin wager, and the player can switch it off at any time.",
      "More frequent features mean shorter waits between the highlights of a game, which suits players who stay for the bonus rounds and supports session length.",
      "Because Double Chance and Buy Bonus are never active together, a game can offer both without them stacking. Rules on stake options and feature design vary by market, and the option is offered in line with the requirements of each jurisdiction.",
    ],
  },
  faq: [
    {
      question: "Why is the Buy Bonus greyed out?",
      answer:
        "Double Chance is probably switched on. In Cleo's Riches FlexiWays and Lucky Skulls Bonanza the two cannot be combined: switch Double Chance off and the Buy Bonus is available again.",
    },
    {
      question: "Does Double Chance change the maximum win?",
      answer:
        "No. Cleo's Riches FlexiWays and Lucky Skulls Bonanza keep the 5,000x max win stated in their rules; Double Chance changes the stake per spin and how often the free spins trigger.",
    },
    {
      question: "Is Chance Level-up the same as Double Chance?",
      answer:
        "It follows the same idea with its own effects. In Hacker Crash Jackpot it lowers the Scatter Crash trigger from 5 scatters to 4 and starts Server Crash with 4 spins instead of 3.",
    },
  ],
} satisfies FeaturePage;

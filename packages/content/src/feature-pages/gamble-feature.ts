import type { FeaturePage } from "./schema";

export default {
  slug: "gamble-feature",
  name: "Gamble Feature",
  meta: {
    title: "Gamble Feature: RED or BLACK Double Up | Quillspin",
    description:
      "After any win, the Gamble Feature offers a RED or BLACK card guess: a correct guess doubles the win, a wrong one loses it, for up to 2 moves.",
  },
  h1: "Gamble Feature: double or nothing on a card colour",
  lead: "After any win, the Gamble Feature lets the player stake that win on the colour of a face-down card. Pick RED or BLACK: a correct guess doubles the win, a wrong guess loses it, for up to 2 moves.",
  whatItIs: [
    "The Gamble Feature is an optional step between a win and the balance. Instead of collecting, the player presses Gamble, a face-down playing card appears and the player calls its colour. No new stake is placed: what is at risk is the win itself.",
    "The rules are the same in every game of ours that offers it. After any win, pick RED or BLACK; a correct guess doubles the win and a wrong guess loses it. After a correct guess the player may collect or gamble again, up to 2 moves in total, after which the win is collected. Two correct guesses turn a win into four times its original amount.",
    "Because the rules never change, the gamble plays the same after a line win on the 3x3 grid of Fortune 777 Respin as after a win in Brazilian Mask Fire or Leprechaun Jackpot Collector. A player who learns it once knows it in every game that offers it.",
  ],
  round: {
    title: "How a gamble plays",
    steps: [
      "Land any win.",
      "Press Gamble instead of Collect.",
      "A face-down playing card is shown; pick RED or BLACK.",
      "A correct guess doubles the win; a wrong guess loses it.",
      "After a correct guess, collect the doubled win or gamble it again.",
      "After 2 moves the win is collected automatically.",
    ],
  },
  volatility: {
    title: "What it means for volatility and hit frequency",
    paragraphs: [
      "The gamble does not change how often a game hits; it changes what happens after a hit. Each move is an even call between two colours, so over many uses the average value of a win stays the same while the spread widens: some wins are doubled or quadrupled, others are lost.",
      "The 2-move limit caps the effect at four times the original win, which keeps the gamble a short, contained decision rather than an open-ended ladder.",
      "The choice stays with the player after every win. Collecting keeps a session steady; gambling small wins adds swing for players who want it.",
    ],
  },
  forOperators: {
    title: "Why operators list it",
    paragraphs: [
      "The gamble adds a moment of decision to a game without changing its expected return, and it is familiar to players who grew up on classic slots, which helps retention with that audience.",
      "It is also among the features regulators watch most closely. Some jurisdictions do not permit gamble or double-up features on slots, and others restrict them. The Gamble Feature is optional for the player and can be switched off to suit each market; where it is off, wins go straight to the balance.",
    ],
  },
  faq: [
    {
      question: "What are the odds in the gamble?",
      answer:
        "Each move is a guess between RED and BLACK, an even chance. A correct guess doubles the win and a wrong guess loses it.",
    },
    {
      question: "How much can a gamble add to a win?",
      answer:
        "Up to 2 moves are allowed, so a win can be doubled twice, to four times its original amount, before it is collected.",
    },
    {
      question: "Why is there no Gamble button?",
      answer:
        "Either the game does not offer the feature, or it has been switched off for the market you are playing in. Some jurisdictions do not allow gamble features on slots.",
    },
  ],
} satisfies FeaturePage;

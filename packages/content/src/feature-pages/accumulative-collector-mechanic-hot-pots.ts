import type { FeaturePage } from "./schema";

export default {
  slug: "accumulative-collector-mechanic-hot-pots",
  name: "Accumulative Collector (Hot Pots)",
  meta: {
    title: "Accumulative Collector (Hot Pots) Explained | Quillspin",
    description:
      "How accumulative collectors work: meters that fill as symbols land and pay off at set levels with extra spins, bigger multipliers or a bonus round.",
  },
  h1: "Accumulative Collector (Hot Pots): progress that builds up",
  lead: "An accumulative collector is a meter on the game screen that fills as particular symbols land and pays off when it reaches set levels. Progress is stored rather than thrown away, so every contributing symbol counts towards something bigger.",
  whatItIs: [
    "Most slot outcomes are settled spin by spin. An accumulative collector, shown as a pot, a bar or a row of lights that heats up as it fills, keeps progress from one spin to the next. Specific symbols feed it, and when it reaches a threshold it releases a reward: extra spins, a higher multiplier or entry to a bonus round.",
    "In Leprechaun Jackpot Collector the meter is a 12-cell progress bar above the free-spin reels. Every leprechaun collector fills one cell. At 4 cells the round gains 10 spins and the collector multiplier rises to x2, at 8 cells it gains another 10 spins and x3, and at 12 cells another 10 spins and x10 for the rest of the round.",
    "Cash Multipliers Respin keeps its meter in the base game: a marquee of star bulbs above the reels. Each star symbol lights one bulb, lit bulbs stay lit from spin to spin, and when every bulb is lit Jackpot Free Spins start without a single scatter.",
    "Monster Load-Up Hold & Win and Wild Yoga Collector put the meter inside the bonus. Coins landing during the respins charge the booster or the Lotus Energy bar, and at 10 points the bar adds an extra spin, giving the grid more time to fill.",
  ],
  round: {
    title: "How an accumulative collector plays",
    steps: [
      "The meter starts empty. In Leprechaun Jackpot Collector the bar is clear and the collector multiplier is x1 when the free spins begin.",
      "Feeding symbols land during play: leprechaun collectors, star symbols or bonus coins, depending on the game.",
      "Each feeding symbol does its normal job, paying, collecting or locking in place, and also adds to the meter.",
      "When the meter reaches a threshold, its reward is released at once: in Leprechaun Jackpot Collector, 10 more spins and a higher collector multiplier at 4, 8 and 12 cells.",
      "In Monster Load-Up Hold & Win and Wild Yoga Collector, 10 points on the meter add an extra spin to the respin count.",
      "Where the meter opens a feature, as the star bulbs of Cash Multipliers Respin do, the bonus starts and the marquee resets for the next run.",
    ],
  },
  volatility: {
    title: "What it means for volatility and hit frequency",
    paragraphs: [
      "An accumulative collector moves part of a game's value from the moment a symbol lands to the moment the meter pays off. Spins can look modest while the meter is filling and the reward arrives in steps, so the mechanic smooths the feel of a session without removing its peaks.",
      "The thresholds shape the volatility. In Leprechaun Jackpot Collector the x10 collector multiplier only arrives after 12 collectors, late in a long round, and that is where the largest free-spin results come from; a round that stops short of 4 cells is played at x1 throughout.",
      "A meter that opens a bonus, like the star bulbs of Cash Multipliers Respin, adds a second, visible route into the feature alongside the three-scatter trigger. Meters inside Hold & Win extend the round rather than paying directly, so their effect shows in the size of bonus wins rather than in base-game hit frequency.",
    ],
  },
  forOperators: {
    title: "Why operators list it",
    paragraphs: [
      "Visible progress gives players a reason to follow a game closely. A meter that is half full is easy to read and easy to care about, and because it is part of the game rules rather than a promotion, it needs no campaign set-up, bonus wallet or wagering terms.",
      "Our collector games cover different positions in a lobby: Leprechaun Jackpot Collector builds its meter inside free spins, Cash Multipliers Respin in the base game, and Monster Load-Up Hold & Win and Wild Yoga Collector inside Hold & Win.",
      "Some regulated markets look closely at mechanics that carry progress from one paid spin to the next. Every meter in these games sits in view, above the reels or the bonus grid, and each game's bonus descriptions state what its thresholds give, so players can see their progress and what it leads to.",
    ],
  },
  faq: [
    {
      question: "Is an accumulative collector the same as a progressive jackpot?",
      answer:
        "No. A progressive jackpot grows from stakes placed across many players. An accumulative collector belongs to one player's game: it fills from symbols landing in that player's spins and pays rewards fixed in the rules, such as extra spins or a higher collector multiplier.",
    },
    {
      question: "What happens to the progress bar in Leprechaun Jackpot Collector when free spins end?",
      answer:
        "It belongs to the round. Each free-spins round starts with an empty bar and a x1 collector multiplier, and everything the bar adds, up to 30 extra spins and the x10 multiplier, is used within that round.",
    },
    {
      question: "Does a bought bonus include the meter?",
      answer:
        "In Leprechaun Jackpot Collector the 40x Buy Bonus plays with the progress bar and all four jackpots in play. In Wild Yoga Collector the 200x Super Lotus Bonus has Lotus Energy active from the first re-spin.",
    },
  ],
} satisfies FeaturePage;

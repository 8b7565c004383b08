import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Brazilian Mask Fire | Carnival Slot with Fortune Wheel | Quillspin",
      description:
        "Brazilian Mask Fire: a 20-payline carnival slot with a Fortune Wheel of up to 30 free spins at up to 10x, a 2,000x jackpot, 96.02% RTP and 4,000x max win.",
    },
    subtitle: "Carnival night, a spinning wheel and a jackpot of masks",
    summary:
      "<p>Drums roll, feathers fly and torches blaze along the parade route in <strong>Brazilian Mask Fire</strong>, a 20-payline carnival slot on five reels of three rows. Jewelled carnival masks are the scatters: three or more spin the Fortune Wheel for up to 30 free spins with multipliers up to 10x, and nine in view at once award the Mask Jackpot, worth up to 2,000x the bet.</p>",
    summary2:
      '<p>The Carnival Fire Wild pays up to 500x the line bet for five on a line. The game returns 96.02% with medium volatility and a max win of 4,000x, for bets from 0.10 to 100.00, with a <a href="/features/buy-bonus">Buy Bonus</a> at 40x and a <a href="/features/gamble-feature">Gamble Feature</a> after any win.</p>',
    special_features: [
      {
        title: "Fortune Wheel free spins",
        content:
          "<p>Three or more mask scatters spin the Fortune Wheel. Its outer ring sets the number of free spins, up to 30, and its inner ring sets a multiplier, up to 10x, applied to every win in the round.</p>",
      },
      {
        title: "Mask Jackpot",
        content:
          '<p>Nine mask scatters in view at the same time award the <a href="/features/jackpot">Jackpot</a>, worth up to 2,000x the bet, in the base game or during free spins.</p>',
      },
      {
        title: "Carnival Fire Wild",
        content:
          "<p>The flaming wild substitutes for every symbol except the mask scatter and is also the best-paying symbol, at up to 500x the line bet for five on a payline.</p>",
      },
      {
        title: "Buy Bonus and Gamble",
        content:
          '<p>The <a href="/features/buy-bonus">Buy Bonus</a> sends the player straight to the Fortune Wheel for 40x the bet, and the <a href="/features/gamble-feature">Gamble Feature</a> offers a RED or BLACK guess after any win.</p>',
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content:
            "<p>Twenty paylines and a well-stocked wild keep line wins flowing, while the Fortune Wheel multipliers and the Mask Jackpot provide the peaks. The overall profile is medium volatility.</p>",
          image: "/images/games/brazilian-mask-fire/volatility/medium-volatility.webp",
          alt: "Carnival drum gauge for Brazilian Mask Fire showing medium volatility",
          size: "m",
        },
        {
          title: "RTP 96.02%",
          content:
            "<p>The theoretical return to player is 96.02%, the long-run average over a very large number of simulated game rounds. Any single session can land above or below it.</p>",
          image: "/images/games/brazilian-mask-fire/volatility/rtp.webp",
          alt: "Feathered badge showing the 96.02% RTP of Brazilian Mask Fire",
          size: "m",
        },
        {
          title: "Max win 4,000x",
          content:
            "<p>A single game round can pay up to 4,000x the total bet. A free-spin round that reaches 4,000x ends at once and pays the max win.</p>",
          image: "/images/games/brazilian-mask-fire/volatility/max-win.webp",
          alt: "Fireworks over the carnival parade for the 4,000x max win",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Line pays are for 3, 4 or 5 of a kind from the leftmost reel, as multiples of the line bet. Mask scatters count anywhere.",
      list: [
        {
          title: "Carnival Fire Wild",
          multiplier: "5x: 500x · 4x: 100x · 3x: 25x",
          content:
            "<p>A blazing sunburst logo and the highest-paying symbol. It substitutes for every symbol except the mask scatter.</p>",
          image: "/images/games/brazilian-mask-fire/symbols/carnival-fire-wild.webp",
          alt: "Flaming golden sunburst, the wild symbol",
        },
        {
          title: "Samba Queen",
          multiplier: "5x: 250x · 4x: 60x · 3x: 15x",
          content: "<p>The queen of the parade in a towering feathered headdress, the top premium.</p>",
          image: "/images/games/brazilian-mask-fire/symbols/samba-queen.webp",
          alt: "Samba dancer in a tall feathered headdress",
        },
        {
          title: "Toucan",
          multiplier: "5x: 150x · 4x: 40x · 3x: 10x",
          content: "<p>A bright-billed toucan perched on the float, the second premium.</p>",
          image: "/images/games/brazilian-mask-fire/symbols/toucan.webp",
          alt: "Toucan with a bright orange bill",
        },
        {
          title: "Pandeiro",
          multiplier: "5x: 100x · 4x: 30x · 3x: 8x",
          content: "<p>The samba tambourine, its jingles catching the torchlight.</p>",
          image: "/images/games/brazilian-mask-fire/symbols/pandeiro.webp",
          alt: "Pandeiro tambourine with metal jingles",
        },
        {
          title: "Maracas",
          multiplier: "5x: 75x · 4x: 20x · 3x: 6x",
          content: "<p>A pair of painted maracas, the fourth premium.</p>",
          image: "/images/games/brazilian-mask-fire/symbols/maracas.webp",
          alt: "Pair of painted maracas",
        },
        {
          title: "Ace",
          multiplier: "5x: 40x · 4x: 12x · 3x: 4x",
          content: "<p>A royal in carnival green and gold, paying the same as the King.</p>",
          image: "/images/games/brazilian-mask-fire/symbols/ace.webp",
          alt: "Green and gold letter A",
        },
        {
          title: "King",
          multiplier: "5x: 40x · 4x: 12x · 3x: 4x",
          content: "<p>A green and gold King.</p>",
          image: "/images/games/brazilian-mask-fire/symbols/king.webp",
          alt: "Green and gold letter K",
        },
        {
          title: "Queen",
          multiplier: "5x: 25x · 4x: 8x · 3x: 3x",
          content: "<p>A blue and yellow Queen, paying the same as the Jack.</p>",
          image: "/images/games/brazilian-mask-fire/symbols/queen.webp",
          alt: "Blue and yellow letter Q",
        },
        {
          title: "Jack",
          multiplier: "5x: 25x · 4x: 8x · 3x: 3x",
          content: "<p>A blue and yellow Jack.</p>",
          image: "/images/games/brazilian-mask-fire/symbols/jack.webp",
          alt: "Blue and yellow letter J",
        },
        {
          title: "Ten",
          multiplier: "5x: 20x · 4x: 6x · 3x: 2x",
          content: "<p>The lowest symbol, a confetti-covered 10.</p>",
          image: "/images/games/brazilian-mask-fire/symbols/ten.webp",
          alt: "Confetti-covered number 10",
        },
        {
          title: "Carnival Mask Scatter",
          multiplier: "9 in view: Jackpot up to 2,000x · 3 or more in view: Fortune Wheel",
          content:
            "<p>The jewelled mask is the scatter and counts anywhere on the reels. Three or more trigger the Fortune Wheel; nine at once award the Mask Jackpot.</p>",
          image: "/images/games/brazilian-mask-fire/symbols/carnival-mask-scatter.webp",
          alt: "Jewelled carnival mask with flames around it, the scatter symbol",
        },
      ],
    },
    multipliers: {
      title: "Win tiers",
      list: [
        {
          title: "Big Win",
          content: "<p>Shown for wins of 20x the bet or more, to a burst of samba drums.</p>",
          image: "/images/games/brazilian-mask-fire/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: "<p>Shown for wins of 40x the bet or more, as dancers fill the screen.</p>",
          image: "/images/games/brazilian-mask-fire/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: "<p>Shown for wins of 60x the bet or more, with fireworks over the sambadrome.</p>",
          image: "/images/games/brazilian-mask-fire/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content:
        "<p>Torchlight, sequins and feathers in every colour: the base game, the Fortune Wheel, the free spins and the Mask Jackpot.</p>",
      list: [
        {
          alt: "Brazilian Mask Fire base game with five reels in front of a carnival parade",
          image: "/images/games/brazilian-mask-fire/gallery/base-game.webp",
        },
        {
          alt: "Fortune Wheel with rings for free spins and multipliers",
          image: "/images/games/brazilian-mask-fire/gallery/fortune-wheel.webp",
        },
        {
          alt: "Free spins round with the wheel multiplier shown above the reels",
          image: "/images/games/brazilian-mask-fire/gallery/free-spins.webp",
        },
        {
          alt: "Nine mask scatters on the reels awarding the Mask Jackpot",
          image: "/images/games/brazilian-mask-fire/gallery/mask-jackpot.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Fortune Wheel free spins",
          content:
            "<ol><li>Land three or more Carnival Mask scatters anywhere on the reels.</li><li>The Fortune Wheel appears; press to spin it.</li><li>The outer ring stops on the number of free spins: 10, 15, 20 or 30.</li><li>The inner ring stops on the multiplier for the round: 2x, 3x, 5x or 10x.</li><li>The free spins play at the triggering bet, and every win is multiplied by the wheel multiplier.</li><li>The round ends when the spins run out or the total reaches the 4,000x max win.</li></ol>",
          images: [
            {
              image: "/images/games/brazilian-mask-fire/special-features/fortune-wheel.webp",
              alt: "Fortune Wheel stopping on 30 free spins and a 10x multiplier",
            },
          ],
        },
        {
          title: "Mask Jackpot",
          content:
            '<ol><li>Mask scatters can land on any position of the 5x3 grid.</li><li>When nine are in view at the same time, the <a href="/features/jackpot">Jackpot</a> is awarded, worth up to 2,000x the bet.</li><li>The jackpot can land in the base game or in free spins; the wheel multiplier does not apply to it.</li><li>In the base game, the same nine masks also trigger the Fortune Wheel.</li></ol>',
          images: [
            {
              image: "/images/games/brazilian-mask-fire/special-features/mask-jackpot.webp",
              alt: "Nine carnival masks lighting up the jackpot banner",
            },
          ],
        },
        {
          title: "Buy Bonus",
          content:
            '<ol><li>Press the <a href="/features/buy-bonus">Buy Bonus</a> button.</li><li>Confirm the price of 40x the current total bet.</li><li>The Fortune Wheel spins at once and sets the free spins and multiplier, as in a triggered round.</li></ol>',
          images: [
            {
              image: "/images/games/brazilian-mask-fire/special-features/buy-bonus.webp",
              alt: "Buy Bonus panel offering the Fortune Wheel for 40x the bet",
            },
          ],
        },
        {
          title: "Gamble",
          content:
            '<p>The <a href="/features/gamble-feature">Gamble Feature</a> is offered after any win.</p><ol><li>After any win, press Gamble instead of collecting.</li><li>A face-down card is shown: pick <strong>RED</strong> or <strong>BLACK</strong>.</li><li>A correct guess doubles the win; a wrong guess loses it.</li><li>After a correct guess you may collect or gamble again, up to 2 moves in total, after which the win is collected automatically.</li></ol>',
          images: [
            {
              image: "/images/games/brazilian-mask-fire/special-features/gamble.webp",
              alt: "Gamble card with red and black choices",
            },
          ],
        },
      ],
    },
    rules: {
      title: "Game rules",
      content:
        "<p><strong>How to play.</strong> Set a total bet from 0.10 to 100.00 and press Spin, or set up autoplay.</p><ul><li>The game has five reels of three rows and 20 fixed paylines.</li><li>Line wins need 3, 4 or 5 matching symbols on a payline, from the leftmost reel to the right. Only the highest win on each payline is paid, and wins on different paylines are added together.</li><li>Line pays are multiplied by the line bet, which is the total bet divided by 20.</li><li>The Carnival Fire Wild substitutes for every symbol except the mask scatter, and pays up to 500x the line bet in its own right.</li><li>Three or more mask scatters anywhere trigger the Fortune Wheel: up to 30 free spins with a multiplier up to 10x.</li><li>Nine mask scatters in view award the Mask Jackpot, worth up to 2,000x the bet.</li><li>The Buy Bonus costs 40x the total bet.</li><li>Gamble: after any win, pick RED or BLACK. A correct guess doubles the win, a wrong guess loses it, up to 2 moves.</li><li>The theoretical RTP is 96.02%. The max win is 4,000x the total bet per game round.</li></ul><p>Malfunction voids all pays and plays.</p>",
      image: "/images/games/brazilian-mask-fire/rules/paylines.webp",
    },
    languages: {
      title: "Available in 28 languages",
    },
    overview: [
      {
        title: "Advantages",
        content:
          '<ul><li>A festive, high-energy carnival theme with strong seasonal promotion potential around Carnaval.</li><li>A Fortune Wheel that makes every trigger a moment: up to 30 free spins with multipliers up to 10x.</li><li>A visible <a href="/features/jackpot">Jackpot</a> target of nine masks, worth up to 2,000x the bet.</li><li>96.02% RTP, medium volatility and a 4,000x max win, with <a href="/features/buy-bonus">Buy Bonus</a> and <a href="/features/gamble-feature">Gamble Feature</a> included.</li></ul>',
      },
      {
        title: "Mobile play",
        content:
          "<p>Brazilian Mask Fire is an HTML5 game of 18 MB that runs on desktop, mobile and tablet from the same build. The 5x3 reels sit centrally in portrait and landscape, and the Fortune Wheel is drawn full screen so both rings are easy to follow on a phone.</p>",
      },
      {
        title: "Game strategy",
        content:
          "<p>The wheel decides the shape of each bonus: many spins at a low multiplier or few spins at a high one, so results vary widely from one trigger to the next. The Buy Bonus at 40x skips the wait but not that variance, so it is best used within a set budget. Keep the Gamble for smaller wins, since each move is a straight RED or BLACK guess. The demo mode is a good way to see how often the masks land.</p>",
      },
      {
        title: "Summary",
        content:
          "<p>Brazilian Mask Fire brings the colour of carnival night to a classic 20-payline frame: a Fortune Wheel for up to 30 free spins at up to 10x, a Mask Jackpot of up to 2,000x for nine scatters, a wild paying up to 500x the line bet, 96.02% RTP and a 4,000x max win.</p>",
      },
    ],
  },
  facts: {
    release_date: "2025-02-19",
    rtp: 96.02,
    volatility: "medium",
    hit_frequency: 64.5,
    max_win: 4000,
    min_bet: 0.1,
    max_bet: 100,
    layout: "5x3",
    paylines: "20",
    features: ["buy-bonus", "gamble-feature", "jackpot"],
    theme: "Brazilian carnival",
    other_tags: ["Carnival", "Fortune Wheel", "Free spins", "Multipliers"],
    game_size: "18 MB",
  },
  buy_prices: [40],
  idle_reel_heights: [3, 3, 3, 3, 3],
  editorial: ["layout"],
  discrepancies: [
    {
      fact: "rtp",
      chosen: "96.02%",
      other: "94% (rules)",
      source: "catalogue.md section 9, Brazilian Mask Fire: RTP 96.02% (rules say 94%)",
    },
    {
      fact: "Carnival Fire Wild pay",
      chosen: "up to 500x",
      other: "125x (symbol table)",
      source: "catalogue.md section 9, Brazilian Mask Fire: wild pays up to 500x (symbol table says 125x)",
    },
  ],
} satisfies GameRecordSource;

import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Cash Multipliers Respin | Quillspin Games slot",
      description:
        "Cash Multipliers Respin: 20 paylines on a 5x4 grid, cash symbols worth 1x to 500x, multipliers from 2x to 25x, Jackpot Free Spins and a Fortune Wheel.",
    },
    subtitle: "Light every star, lock the cash, spin the wheel",
    summary:
      '<p>Neon, brass and a marquee of star bulbs: <strong>Cash Multipliers Respin</strong> is a 5x4, 20-payline slot dressed like a late-night casino floor. Golden sevens, gold bars and fat cash stacks pay on the lines, while the real draw is Jackpot Free Spins, a <a href="/features/respin-feature">respin</a> round where cash symbols worth 1x to 500x and multipliers from 2x to 25x lock onto the grid before a Fortune Wheel has the last word.</p>',
    summary2:
      '<p>The game returns an RTP of 95.92% with medium volatility and pays up to 5,000x the bet, on bets from 0.20 to 100.00. Three scatters or a fully lit row of star bulbs start Jackpot Free Spins; the Fortune Wheel that follows adds a multiplier of up to x10 or awards a <a href="/features/jackpot">jackpot</a>. The <a href="/features/buy-bonus">Buy Bonus</a> costs 40x the bet, and <a href="/features/gamble-feature">Gamble</a> is offered after any win.</p>',
    special_features: [
      {
        title: "Jackpot Free Spins",
        content:
          '<p>A <a href="/features/hold-and-win">Hold & Win</a> style round: cash symbols (<strong>1x to 500x</strong>) and multiplier symbols (<strong>2x to 25x</strong>) lock in place, each new one resets the spins to 3, and the round runs until the grid is full or the spins run out.</p>',
      },
      {
        title: "Star bulbs",
        content:
          "<p>A marquee of star bulbs runs above the reels. Every star symbol lights one bulb, and when all of them are lit, Jackpot Free Spins start without a single scatter.</p>",
      },
      {
        title: "Fortune Wheel",
        content:
          '<p>Every Jackpot Free Spins round finishes on the Fortune Wheel, which either multiplies the round win by up to <strong>x10</strong> or lands on a <a href="/features/jackpot">jackpot</a>.</p>',
      },
      {
        title: "Buy Bonus and Gamble",
        content:
          '<p>The <a href="/features/buy-bonus">Buy Bonus</a> starts Jackpot Free Spins for <strong>40x</strong> the bet. After any win, <a href="/features/gamble-feature">Gamble</a> offers a red-or-black guess to double it, for up to 2 moves.</p>',
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content:
            "<p>Twenty paylines and two routes into the bonus keep the pace even, with the cash symbols and the wheel supplying the peaks.</p>",
          image: "/images/games/cash-multipliers-respin/volatility/medium-volatility-meter.webp",
          alt: "Volatility meter of Cash Multipliers Respin set to medium",
          size: "m",
        },
        {
          title: "RTP 95.92%",
          content:
            "<p>The theoretical return to player is 95.92%, calculated over a very large number of rounds.</p>",
          image: "/images/games/cash-multipliers-respin/volatility/rtp-95-92.webp",
          alt: "Neon sign reading RTP 95.92%",
          size: "m",
        },
        {
          title: "Max win 5,000x",
          content:
            "<p>A single round can pay up to 5,000x the bet. Big cash values, stacked multipliers and a strong wheel result are the way there.</p>",
          image: "/images/games/cash-multipliers-respin/volatility/max-win-5000x.webp",
          alt: "Stacks of cash under a marquee reading max win 5,000x",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Pays for 5, 4 and 3 of a kind on a payline from the leftmost reel, as multiples of the total bet",
      list: [
        {
          title: "Golden Seven",
          multiplier: "5x: 25x · 4x: 5x · 3x: 1.5x",
          content: "<p>The top line pay: five golden sevens return 25x the bet.</p>",
          image: "/images/games/cash-multipliers-respin/symbols/golden-seven.webp",
          alt: "Polished golden number seven",
        },
        {
          title: "Gold Bars",
          multiplier: "5x: 15x · 4x: 3x · 3x: 1x",
          content: "<p>A stack of bullion straight from the vault, worth 15x the bet for five.</p>",
          image: "/images/games/cash-multipliers-respin/symbols/gold-bars.webp",
          alt: "Stack of gold bars",
        },
        {
          title: "Cash Stack",
          multiplier: "5x: 10x · 4x: 2.5x · 3x: 0.75x",
          content: "<p>A banded brick of banknotes paying 10x the bet for five.</p>",
          image: "/images/games/cash-multipliers-respin/symbols/cash-stack.webp",
          alt: "Banded stack of green banknotes",
        },
        {
          title: "Bell",
          multiplier: "5x: 7.5x · 4x: 2x · 3x: 0.5x",
          content: "<p>A classic golden bell, a nod to the fruit machines that started it all.</p>",
          image: "/images/games/cash-multipliers-respin/symbols/golden-bell.webp",
          alt: "Golden bell with a red ribbon",
        },
        {
          title: "Horseshoe",
          multiplier: "5x: 7.5x · 4x: 2x · 3x: 0.5x",
          content: "<p>A lucky horseshoe that pays the same as the bell.</p>",
          image: "/images/games/cash-multipliers-respin/symbols/horseshoe.webp",
          alt: "Shining lucky horseshoe",
        },
        {
          title: "Hearts",
          multiplier: "5x: 2.5x · 4x: 0.75x · 3x: 0.25x",
          content: "<p>One of the four neon card suits, which all pay alike.</p>",
          image: "/images/games/cash-multipliers-respin/symbols/hearts.webp",
          alt: "Red neon heart suit",
        },
        {
          title: "Diamonds",
          multiplier: "5x: 2.5x · 4x: 0.75x · 3x: 0.25x",
          content: "<p>A neon diamond suit.</p>",
          image: "/images/games/cash-multipliers-respin/symbols/diamonds.webp",
          alt: "Red neon diamond suit",
        },
        {
          title: "Clubs",
          multiplier: "5x: 2.5x · 4x: 0.75x · 3x: 0.25x",
          content: "<p>A neon club suit.</p>",
          image: "/images/games/cash-multipliers-respin/symbols/clubs.webp",
          alt: "Blue neon club suit",
        },
        {
          title: "Spades",
          multiplier: "5x: 2.5x · 4x: 0.75x · 3x: 0.25x",
          content: "<p>A neon spade suit.</p>",
          image: "/images/games/cash-multipliers-respin/symbols/spades.webp",
          alt: "Blue neon spade suit",
        },
        {
          title: "Wild",
          multiplier: "Substitutes for all paying symbols",
          content:
            "<p>The gold-lettered wild substitutes for every paying symbol. It does not replace scatters, stars, cash or multiplier symbols.</p>",
          image: "/images/games/cash-multipliers-respin/symbols/wild.webp",
          alt: "Gold-lettered wild symbol",
        },
        {
          title: "Scatter",
          multiplier: "3: Jackpot Free Spins",
          content: "<p>A spinning roulette chip. Three in one spin start Jackpot Free Spins.</p>",
          image: "/images/games/cash-multipliers-respin/symbols/scatter-chip.webp",
          alt: "Casino chip scatter symbol",
        },
        {
          title: "Star",
          multiplier: "Lights one star bulb",
          content:
            "<p>Each star lights one bulb on the marquee; light them all to start Jackpot Free Spins.</p>",
          image: "/images/games/cash-multipliers-respin/symbols/star.webp",
          alt: "Glowing gold star",
        },
        {
          title: "Cash symbol",
          multiplier: "1x to 500x",
          content:
            "<p>Lands in Jackpot Free Spins with a value of 1x to 500x the bet and locks in place.</p>",
          image: "/images/games/cash-multipliers-respin/symbols/cash-symbol.webp",
          alt: "Gold cash token with a value",
        },
        {
          title: "Multiplier symbol",
          multiplier: "2x to 25x",
          content: "<p>Lands in Jackpot Free Spins with a 2x to 25x multiplier for the cash on the grid.</p>",
          image: "/images/games/cash-multipliers-respin/symbols/multiplier-symbol.webp",
          alt: "Purple token showing a multiplier",
        },
      ],
    },
    multipliers: {
      title: "Win multipliers",
      list: [
        {
          title: "Big Win",
          content: "<p>A win of 10x the bet or more lights the marquee.</p>",
          image: "/images/games/cash-multipliers-respin/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: "<p>A win of 25x the bet or more sends banknotes across the screen.</p>",
          image: "/images/games/cash-multipliers-respin/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: "<p>A win of 50x the bet or more empties the vault.</p>",
          image: "/images/games/cash-multipliers-respin/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content:
        "<p>Brass, neon and a marquee of bulbs: the base game, the star bar, a respin grid loaded with cash and multipliers, and the Fortune Wheel.</p>",
      list: [
        {
          alt: "Base game on a 5x4 grid under a neon casino marquee",
          image: "/images/games/cash-multipliers-respin/gallery/base-game-marquee.webp",
        },
        {
          alt: "Star bulbs above the reels with every bulb lit",
          image: "/images/games/cash-multipliers-respin/gallery/star-bulbs-lit.webp",
        },
        {
          alt: "Jackpot Free Spins grid with cash and multiplier symbols locked",
          image: "/images/games/cash-multipliers-respin/gallery/jackpot-free-spins.webp",
        },
        {
          alt: "Fortune Wheel with multiplier and jackpot segments",
          image: "/images/games/cash-multipliers-respin/gallery/fortune-wheel.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Jackpot Free Spins",
          content:
            '<p>Jackpot Free Spins are played as <a href="/features/respin-feature">respins</a> on the 5x4 grid.</p><ol><li>Land 3 scatters, or light every star bulb, to start the round.</li><li>The round starts with 3 spins.</li><li>Cash symbols (1x to 500x) and multiplier symbols (2x to 25x) can land. Each new one locks in place and resets the count to 3.</li><li>The round ends when all 20 positions are full or the spins run out.</li><li>The cash values are added up and multiplied by the locked multipliers.</li><li>The Fortune Wheel then spins for the finale.</li></ol>',
          images: [
            {
              image: "/images/games/cash-multipliers-respin/special-features/jackpot-free-spins.webp",
              alt: "Respin grid with locked cash and multiplier symbols and a counter at 3",
            },
          ],
        },
        {
          title: "Star bulbs",
          content:
            "<ol><li>Each star symbol that lands lights one bulb in the marquee above the reels.</li><li>Lit bulbs stay lit from spin to spin.</li><li>When every bulb is lit, Jackpot Free Spins start and the marquee resets.</li></ol>",
          images: [
            {
              image: "/images/games/cash-multipliers-respin/special-features/star-bulbs.webp",
              alt: "Marquee of star bulbs filling up one by one",
            },
          ],
        },
        {
          title: "Fortune Wheel",
          content:
            '<ol><li>The wheel spins once at the end of every Jackpot Free Spins round.</li><li>A multiplier segment multiplies the round win by up to x10.</li><li>A <a href="/features/jackpot">jackpot</a> segment awards the jackpot it shows.</li><li>The result is added to the round and paid.</li></ol>',
          images: [
            {
              image: "/images/games/cash-multipliers-respin/special-features/fortune-wheel.webp",
              alt: "Fortune Wheel stopping on a x10 segment",
            },
          ],
          align: "center",
        },
        {
          title: "Buy Bonus",
          content:
            '<ol><li>Open the <a href="/features/buy-bonus">Buy Bonus</a> menu.</li><li>Confirm the price of 40x the current bet.</li><li>Jackpot Free Spins start straight away and finish on the Fortune Wheel, exactly as a triggered round.</li></ol>',
          images: [
            {
              image: "/images/games/cash-multipliers-respin/special-features/buy-bonus.webp",
              alt: "Buy Bonus button priced at 40x the bet",
            },
          ],
        },
        {
          title: "Gamble",
          content:
            '<ol><li>After any win, choose <a href="/features/gamble-feature">Gamble</a> instead of collecting.</li><li>Pick RED or BLACK for the colour of the next card.</li><li>A correct guess doubles the win; a wrong guess loses it.</li><li>Gamble again or collect: up to 2 moves are allowed.</li></ol>',
          images: [
            {
              image: "/images/games/cash-multipliers-respin/special-features/gamble-red-or-black.webp",
              alt: "Face-down card between RED and BLACK buttons on green baize",
            },
          ],
        },
      ],
    },
    rules: {
      title: "Game rules",
      content:
        "<p>Cash Multipliers Respin is played on 5 reels and 4 rows with 20 paylines.</p><ul><li>Choose a bet from 0.20 to 100.00 and press spin. All 20 paylines are always active.</li><li>Line wins pay for 3 or more matching symbols on a payline from the leftmost reel.</li><li>Only the highest win per payline is paid; wins on different paylines are added together.</li><li>All pays are multiples of the total bet and are shown in the paytable.</li><li>The wild substitutes for all paying symbols except scatters, stars, cash and multiplier symbols.</li><li>3 scatters or a fully lit star bar start Jackpot Free Spins, followed by the Fortune Wheel.</li><li>Gamble is optional and allows up to 2 moves.</li><li>The theoretical RTP is 95.92% and the max win is 5,000x the bet; a round ends when the max win is reached.</li><li>A malfunction voids all pays and plays.</li></ul>",
      image: "/images/games/cash-multipliers-respin/rules/paytable-and-rules.webp",
    },
    languages: { title: "Available in 28 languages" },
    overview: [
      {
        title: "Advantages",
        content:
          "<ul><li>Two routes into the bonus: three scatters or a fully lit star bar, which gives every base-game spin a sense of progress.</li><li>Cash values from 1x to 500x and multipliers from 2x to 25x in the same respin round.</li><li>A Fortune Wheel finale with multipliers up to x10 or a jackpot.</li><li>RTP of 95.92%, medium volatility, a 40x Buy Bonus and Gamble after any win.</li></ul>",
      },
      {
        title: "Mobile play",
        content:
          "<p>The HTML5 build plays in portrait and landscape on phones and tablets. The star marquee, respin counter and wheel all scale with the screen, and the buy and gamble controls sit within thumb reach.</p>",
      },
      {
        title: "Game strategy",
        content:
          "<p>Spins are random and lit bulbs do not make the next star more likely, so the useful decisions are about budget: a bet that allows a run of base-game spins, whether the 40x buy fits, and how often to gamble, since a wrong guess loses the win. The demo mode shows how the cash and multipliers combine before real money is involved.</p>",
      },
      {
        title: "Summary",
        content:
          "<p>Cash Multipliers Respin is a straightforward 20-line slot with a layered bonus: light the stars or land three scatters, lock cash and multipliers through the respins, then let the Fortune Wheel add up to x10 or a jackpot.</p>",
      },
    ],
  },
  facts: {
    release_date: "2026-02-17",
    rtp: 95.92,
    volatility: "medium",
    hit_frequency: 57.9,
    max_win: 5000,
    min_bet: 0.2,
    max_bet: 100,
    layout: "5x4",
    paylines: "20",
    features: [
      "respin-feature",
      "hold-and-win",
      "jackpot",
      "buy-bonus",
      "gamble-feature",
      "accumulative-collector-mechanic-hot-pots",
      "collecting-symbols",
    ],
    theme: "Classic casino",
    other_tags: ["Cash Symbols", "Multipliers", "Fortune Wheel", "Free Spins"],
    game_size: "30 MB",
  },
  win_tiers: [10, 25, 50],
  buy_prices: [40],
  idle_reel_heights: [4, 4, 4, 4, 4],
  symbol_files: {
    bell: "golden-bell",
    scatter: "scatter-chip",
    cash: "cash-symbol",
    multiplier: "multiplier-symbol",
  },
  editorial: ["max_win", "min_bet", "max_bet"],
  discrepancies: [],
} satisfies GameRecordSource;

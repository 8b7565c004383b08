import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Hacker Crash Jackpot | 243 ways slot | Quillspin Games",
      description:
        "Hacker Crash Jackpot: a medium-high volatility 243 ways slot with Scatter Crash on a 25-position matrix, Server Crash, free spins and a Grand Jackpot.",
    },
    subtitle: "Break the firewall, crash the server, drain the Grand Jackpot",
    summary:
      "<p>Green code is raining down the screen and somebody has left the back door open. <strong>Hacker Crash Jackpot</strong> is a 5x3 slot with 243 ways to win, where a hooded hacker, a stolen hard drive and a crypto ledger pay across every reel, and two crash features turn the grid into a bigger machine: Scatter Crash on a 25-position matrix and Server Crash on a 15-position matrix.</p>",
    summary2:
      '<p>The game returns an RTP of 96.00% with medium-high volatility, on bets from 0.10 to 200.00, and pays up to 5,000x the bet. Fill all 25 positions in Scatter Crash for the Grand Jackpot, let a Bug Wild trigger Server Crash at random, or land 3 or more free-spin symbols for up to 25 free games. Chance Level-up lowers the Scatter Crash trigger and adds a spin to Server Crash, and <a href="/features/gamble-feature">Gamble</a> is there after any win.</p>',
    special_features: [
      {
        title: "Scatter Crash",
        content:
          '<p>Five or more scatters (4 with Chance Level-up) crash the reels open into a <strong>25-position matrix</strong>. It plays like <a href="/features/hold-and-win">Hold & Win</a>: the spin counter resets to 3 on each new scatter, and filling all 25 positions awards the <a href="/features/jackpot">Grand Jackpot</a>.</p>',
      },
      {
        title: "Server Crash",
        content:
          '<p>A Bug Wild can trigger Server Crash at random. The coins in view move to a <strong>15-position matrix</strong> for 3 <a href="/features/respin-feature">respins</a> (4 with level-up) that reset on each new coin, and the feature ends instantly at <strong>100 coins</strong>.</p>',
      },
      {
        title: "Free spins",
        content:
          "<p>Three or more free-spin symbols unlock free games, with more symbols giving more games, <strong>up to 25</strong>.</p>",
      },
      {
        title: "Chance Level-up",
        content:
          '<p>An optional setting in the spirit of <a href="/features/double-chance">Double Chance</a>: with it on, Scatter Crash starts with 4 scatters instead of 5, and Server Crash starts with 4 spins instead of 3.</p>',
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium-high volatility",
          content:
            "<p>Base-game ways wins are steady but modest; the weight of the game sits in the two crash features and the Grand Jackpot, so results swing more than in a medium slot.</p>",
          image: "/images/games/hacker-crash-jackpot/volatility/medium-high-volatility-meter.webp",
          alt: "Volatility gauge of Hacker Crash Jackpot pointing to medium-high",
          size: "m",
        },
        {
          title: "RTP 96.00%",
          content:
            "<p>The theoretical return to player is 96.00%, calculated over a very large number of rounds.</p>",
          image: "/images/games/hacker-crash-jackpot/volatility/rtp-96.webp",
          alt: "Terminal window printing RTP 96.00%",
          size: "m",
        },
        {
          title: "Max win 5,000x",
          content:
            "<p>A single round can pay up to 5,000x the bet, with the Grand Jackpot of a fully cracked Scatter Crash matrix as the headline prize.</p>",
          image: "/images/games/hacker-crash-jackpot/volatility/max-win-5000x.webp",
          alt: "Hacker in front of a screen reading max win 5,000x",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Pays for 5, 4 and 3 of a kind on adjacent reels from the leftmost reel, as multiples of the total bet",
      list: [
        {
          title: "Hacker",
          multiplier: "5x: 25x · 4x: 5x · 3x: 1.5x",
          content: "<p>The hooded intruder and the top-paying symbol: five of a kind pays 25x the bet.</p>",
          image: "/images/games/hacker-crash-jackpot/symbols/hacker.webp",
          alt: "Hooded hacker lit by a green monitor",
        },
        {
          title: "Hard Drive",
          multiplier: "5x: 15x · 4x: 3x · 3x: 1x",
          content: "<p>A stolen drive full of somebody else's secrets, worth 15x the bet for five.</p>",
          image: "/images/games/hacker-crash-jackpot/symbols/hard-drive.webp",
          alt: "Open hard drive with a glowing platter",
        },
        {
          title: "Crypto Ledger",
          multiplier: "5x: 10x · 4x: 2.5x · 3x: 0.75x",
          content: "<p>A hardware wallet blinking with unconfirmed transactions.</p>",
          image: "/images/games/hacker-crash-jackpot/symbols/crypto-ledger.webp",
          alt: "Hardware crypto wallet with a lit screen",
        },
        {
          title: "Skull",
          multiplier: "5x: 7.5x · 4x: 2x · 3x: 0.5x",
          content: "<p>The crew's calling card, left on every server they break into.</p>",
          image: "/images/games/hacker-crash-jackpot/symbols/skull.webp",
          alt: "Neon skull logo",
        },
        {
          title: "Jet",
          multiplier: "5x: 7.5x · 4x: 2x · 3x: 0.5x",
          content: "<p>The getaway plan: a private jet that pays the same as the skull.</p>",
          image: "/images/games/hacker-crash-jackpot/symbols/jet.webp",
          alt: "Private jet in neon outline",
        },
        {
          title: "Ace",
          multiplier: "5x: 2.5x · 4x: 0.75x · 3x: 0.25x",
          content: "<p>A pixel-font ace, first of the four royals, which all pay alike.</p>",
          image: "/images/games/hacker-crash-jackpot/symbols/ace.webp",
          alt: "Pixel-font letter A in green",
        },
        {
          title: "King",
          multiplier: "5x: 2.5x · 4x: 0.75x · 3x: 0.25x",
          content: "<p>A pixel-font king in terminal green.</p>",
          image: "/images/games/hacker-crash-jackpot/symbols/king.webp",
          alt: "Pixel-font letter K in green",
        },
        {
          title: "Queen",
          multiplier: "5x: 2.5x · 4x: 0.75x · 3x: 0.25x",
          content: "<p>A pixel-font queen in terminal green.</p>",
          image: "/images/games/hacker-crash-jackpot/symbols/queen.webp",
          alt: "Pixel-font letter Q in green",
        },
        {
          title: "Jack",
          multiplier: "5x: 2.5x · 4x: 0.75x · 3x: 0.25x",
          content: "<p>A pixel-font jack in terminal green.</p>",
          image: "/images/games/hacker-crash-jackpot/symbols/jack.webp",
          alt: "Pixel-font letter J in green",
        },
        {
          title: "Bug Wild",
          multiplier: "Substitutes for all paying symbols · can trigger Server Crash",
          content:
            "<p>A glitching bug that substitutes for every paying symbol and can trigger Server Crash at random when it lands.</p>",
          image: "/images/games/hacker-crash-jackpot/symbols/bug-wild.webp",
          alt: "Glitching digital bug wild symbol",
        },
        {
          title: "Scatter",
          multiplier: "5 or more (4 with Chance Level-up): Scatter Crash · carries a bet-multiple value",
          content:
            "<p>A cracked padlock carrying a value as a multiple of the bet. Five or more in one spin start Scatter Crash; with Chance Level-up, four are enough.</p>",
          image: "/images/games/hacker-crash-jackpot/symbols/scatter-padlock.webp",
          alt: "Cracked padlock scatter symbol",
        },
        {
          title: "Coin",
          multiplier: "Value shown on the coin · collected in Server Crash",
          content:
            "<p>A data coin with a bet-multiple value. When Server Crash starts, every coin in view moves to the 15-position matrix.</p>",
          image: "/images/games/hacker-crash-jackpot/symbols/data-coin.webp",
          alt: "Glowing data coin with a value",
        },
        {
          title: "Free Spins",
          multiplier: "3 or more: free games, up to 25",
          content: "<p>A floppy disk marked FREE. Three or more in view award free games, up to 25.</p>",
          image: "/images/games/hacker-crash-jackpot/symbols/free-spins-disk.webp",
          alt: "Floppy disk labelled FREE",
        },
      ],
    },
    multipliers: {
      title: "Win multipliers",
      list: [
        {
          title: "Big Win",
          content: "<p>A win of 10x the bet or more sets off the first alarm.</p>",
          image: "/images/games/hacker-crash-jackpot/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: "<p>A win of 25x the bet or more takes the firewall down.</p>",
          image: "/images/games/hacker-crash-jackpot/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: "<p>A win of 50x the bet or more crashes the whole network.</p>",
          image: "/images/games/hacker-crash-jackpot/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content:
        "<p>A dark server room, streams of green code and two crash screens that rebuild the grid: the base game, Scatter Crash, Server Crash and the free games.</p>",
      list: [
        {
          alt: "Base game on a 5x3 grid in a neon-lit server room",
          image: "/images/games/hacker-crash-jackpot/gallery/base-game-server-room.webp",
        },
        {
          alt: "Scatter Crash matrix of 25 positions with scatters locked in place",
          image: "/images/games/hacker-crash-jackpot/gallery/scatter-crash-matrix.webp",
        },
        {
          alt: "Server Crash matrix of 15 positions with a coin counter",
          image: "/images/games/hacker-crash-jackpot/gallery/server-crash-matrix.webp",
        },
        {
          alt: "Free games running with the Bug Wild on the reels",
          image: "/images/games/hacker-crash-jackpot/gallery/free-games.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Scatter Crash",
          content:
            '<ol><li>Land 5 or more scatters in one spin, or 4 or more with Chance Level-up switched on.</li><li>The reels crash open into a 25-position matrix and the scatters lock in place with their values.</li><li>The spin counter starts at 3. Each new scatter locks and resets the counter to 3.</li><li>The feature ends when the spins run out or all 25 positions are filled.</li><li>The values on the matrix are added up and paid; filling all 25 positions awards the <a href="/features/jackpot">Grand Jackpot</a>.</li></ol>',
          images: [
            {
              image: "/images/games/hacker-crash-jackpot/special-features/scatter-crash.webp",
              alt: "25-position matrix filling with locked padlock scatters",
            },
          ],
        },
        {
          title: "Server Crash",
          content:
            "<ol><li>When a Bug Wild lands it can trigger Server Crash at random.</li><li>Every coin in view moves to a 15-position matrix.</li><li>The round starts with 3 spins, or 4 with Chance Level-up.</li><li>Each new coin resets the spins; the counter above the matrix tallies every coin collected.</li><li>The feature ends when the spins run out, or instantly when the tally reaches 100 coins, and the coin values are paid.</li></ol>",
          images: [
            {
              image: "/images/games/hacker-crash-jackpot/special-features/server-crash.webp",
              alt: "Bug Wild glitching the screen into a 15-position coin matrix",
            },
          ],
        },
        {
          title: "Free spins",
          content:
            "<ol><li>Land 3 or more free-spin symbols in one spin.</li><li>Free games are awarded; the more symbols, the more games, up to 25.</li><li>Free games are played at the bet of the triggering spin.</li><li>Wins from the free games are added together and paid when the round ends.</li></ol>",
          images: [
            {
              image: "/images/games/hacker-crash-jackpot/special-features/free-spins.webp",
              alt: "Three floppy disk symbols triggering free games",
            },
          ],
        },
        {
          title: "Chance Level-up",
          content:
            '<ol><li>Switch on Chance Level-up, the game\'s take on <a href="/features/double-chance">Double Chance</a>, before spinning.</li><li>Scatter Crash now needs 4 scatters instead of 5.</li><li>Server Crash now starts with 4 spins instead of 3.</li><li>Switch it off at any time to return to the standard settings.</li></ol>',
          images: [
            {
              image: "/images/games/hacker-crash-jackpot/special-features/chance-level-up.webp",
              alt: "Chance Level-up switch turned on beside the spin button",
            },
          ],
        },
        {
          title: "Gamble",
          content:
            '<ol><li>After any win, choose <a href="/features/gamble-feature">Gamble</a> instead of collecting.</li><li>Pick RED or BLACK for the colour of the next card.</li><li>A correct guess doubles the win; a wrong guess loses it.</li><li>Gamble again or collect: up to 2 moves are allowed.</li></ol>',
          images: [
            {
              image: "/images/games/hacker-crash-jackpot/special-features/gamble-red-or-black.webp",
              alt: "Face-down card on a terminal screen between RED and BLACK",
            },
          ],
          align: "center",
        },
      ],
    },
    rules: {
      title: "Game rules",
      content:
        '<p>Hacker Crash Jackpot is played on 5 reels and 3 rows with 243 ways to win (<a href="/features/allways-pay">AllWays Pay</a>).</p><ul><li>Choose a bet from 0.10 to 200.00 and press spin.</li><li>Ways wins pay for 3 or more matching symbols on adjacent reels, starting from the leftmost reel, in any position on each reel.</li><li>Only the highest win per way combination is paid; wins on different ways are added together.</li><li>All pays are multiples of the total bet and are shown in the paytable.</li><li>The Bug Wild substitutes for all paying symbols except scatters, coins and free-spin symbols.</li><li>Scatter Crash needs 5 or more scatters (4 with Chance Level-up); Server Crash is triggered at random by a Bug Wild; 3 or more free-spin symbols award up to 25 free games.</li><li>Gamble is optional and allows up to 2 moves.</li><li>The theoretical RTP is 96.00% and the max win is 5,000x the bet.</li><li>A malfunction voids all pays and plays.</li></ul>',
      image: "/images/games/hacker-crash-jackpot/rules/paytable-and-rules.webp",
    },
    languages: { title: "Available in 28 languages" },
    overview: [
      {
        title: "Advantages",
        content:
          "<ul><li>Two distinct crash features on two different matrices: 25 positions for Scatter Crash and 15 for Server Crash.</li><li>A Grand Jackpot with a clear goal: fill all 25 positions.</li><li>Chance Level-up gives players a choice of how to play the crash features.</li><li>RTP of 96.00%, medium-high volatility, 243 ways and bets from 0.10 to 200.00.</li></ul>",
      },
      {
        title: "Mobile play",
        content:
          "<p>The HTML5 build runs on phones and tablets in portrait and landscape. Both crash matrices are laid out to fit a phone screen without scrolling, and the Chance Level-up switch sits next to the spin button so it is easy to check before every spin.</p>",
      },
      {
        title: "Game strategy",
        content:
          "<p>Outcomes are random and medium-high volatility means longer quiet spells between features, so a bet that leaves room for them matters more than anything else. Chance Level-up makes the crash features easier to reach; whether that suits a session is a budget decision. The demo mode is a good way to watch both matrices in action first.</p>",
      },
      {
        title: "Summary",
        content:
          "<p>Hacker Crash Jackpot wraps a 243 ways slot in a heist on a server farm: a 25x Hacker on the paytable, Scatter Crash with a Grand Jackpot for a full 25-position matrix, a random Server Crash that ends at 100 coins, up to 25 free games and a Gamble step after any win.</p>",
      },
    ],
  },
  facts: {
    release_date: "2026-01-20",
    rtp: 96,
    volatility: "medium-high",
    hit_frequency: 34.1,
    max_win: 5000,
    min_bet: 0.1,
    max_bet: 200,
    layout: "5x3",
    paylines: "243 ways",
    features: ["hold-and-win", "respin-feature", "jackpot", "double-chance", "gamble-feature", "allways-pay"],
    theme: "Cyberpunk",
    other_tags: ["Hacking", "Crypto", "Free Spins", "Grand Jackpot"],
    game_size: "34 MB",
  },
  win_tiers: [10, 25, 50],
  buy_prices: [],
  idle_reel_heights: [3, 3, 3, 3, 3],
  symbol_files: { scatter: "scatter-padlock", coin: "data-coin", "free-spins": "free-spins-disk" },
  editorial: ["max_win"],
  discrepancies: [],
} satisfies GameRecordSource;

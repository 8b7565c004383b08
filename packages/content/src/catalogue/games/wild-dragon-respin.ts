import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Wild Dragon Respin | 5x3 Slot with Coin Respins and Grand Jackpot",
      description:
        "Wild Dragon Respin: a 25-line 5x3 slot with stacked dragon wilds, coin respins, a 1,000x Grand Jackpot, free spins, 96.06% RTP and a max win of 5,000x.",
    },
    subtitle: "Dragon coins, a 15-position respin and a Grand Jackpot of 1,000x",
    summary: `<p>Wild Dragon Respin sets five reels against a lantern-lit temple where a jade-and-gold dragon guards the treasury. Phoenixes, tigers, koi and red lanterns line up across 25 paylines, and the Dragon Wild stands in for the regular symbols to complete wins. On reels 2, 3 and 4 it lands as <a href="/features/stacked-wilds">stacked wilds</a> of up to 3, so a single reel stop can turn a whole reel wild.</p>`,
    summary2: `<p>The treasure is in the coins. Land 6 or more Dragon Coins and the <a href="/features/hold-and-win">Hold &amp; Win</a> respin begins with 3 respins, each new coin resetting the count to 3; coins are worth 1x to 100x the bet, and filling all 15 positions awards the Grand Jackpot of 1,000x. Scatters on reels 1, 3 and 5 add free spins that can extend without limit. RTP is 96.06%, volatility is medium and the max win is 5,000x.</p>`,
    special_features: [
      {
        title: "Stacked Dragon Wilds",
        content: `<p>In the base game and in free spins, the Dragon Wild lands in <a href="/features/stacked-wilds">stacks</a> of up to 3 on reels 2, 3 and 4. A full stack fills the reel and sits on all 25 paylines; on reels 1 and 5 the wild lands singly.</p>`,
      },
      {
        title: "Dragon Coin Respin",
        content: `<p>6 or more Dragon Coins trigger a <a href="/features/respin-feature">respin</a> with 3 respins. Coins lock in place, every new coin resets the count to 3, and each coin carries a value of 1x to 100x the bet.</p>`,
      },
      {
        title: "Grand Jackpot",
        content: `<p>Fill all 15 positions with coins during the respin to win the <a href="/features/jackpot">Grand Jackpot</a> of 1,000x the bet on top of the coin values.</p>`,
      },
      {
        title: "Free Spins without a cap",
        content: `<p>Scatters on reels 1, 3 and 5 award 5 free spins. Every further set of 3 scatters adds 3 more spins, with no limit on retriggers.</p>`,
      },
      {
        title: "Gamble",
        content: `<p>After any win, the <a href="/features/gamble-feature">Gamble feature</a> lets the player guess RED or BLACK to double it, for up to 2 moves.</p>`,
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content: `<p>Line wins across 25 paylines, helped by stacked Dragon Wilds on reels 2, 3 and 4, keep the base game moving, while the coin respin and free spins provide the high points. A balanced profile for players who like a feature to chase without long droughts.</p>`,
          image: "/images/games/wild-dragon-respin/volatility/medium-volatility-dragon-gauge.webp",
          alt: "Jade dragon coiled around a gauge pointing to medium volatility",
          size: "m",
        },
        {
          title: "RTP 96.06%",
          content: `<p>The theoretical return to player is 96.06%, measured over the long term across line wins, free spins, the coin respin and the Grand Jackpot.</p>`,
          image: "/images/games/wild-dragon-respin/volatility/rtp-96-06.webp",
          alt: "Red lantern showing an RTP of 96.06%",
          size: "m",
        },
        {
          title: "Max win 5,000x",
          content: `<p>A single round can pay up to 5,000x the bet. A full respin grid of high-value coins plus the 1,000x Grand Jackpot is the road to the top.</p>`,
          image: "/images/games/wild-dragon-respin/volatility/max-win-card.webp",
          alt: "Golden dragon holding a pearl marked 5,000x",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Pays for 3 to 5 matching symbols on a payline from the leftmost reel, shown as multiples of the total bet.",
      list: [
        {
          title: "Dragon Wild",
          multiplier: "5x: 20x · 4x: 4x · 3x: 1x",
          content: `<p>The jade-and-gold dragon substitutes for all symbols except the Scatter and Dragon Coin, and pays the top line prize in the game. It lands singly on reels 1 and 5 and as <a href="/features/stacked-wilds">stacked wilds</a> of up to 3 on reels 2, 3 and 4.</p>`,
          image: "/images/games/wild-dragon-respin/symbols/dragon-wild.webp",
          alt: "Jade and gold dragon Wild",
        },
        {
          title: "Golden Phoenix",
          multiplier: "5x: 12x · 4x: 3x · 3x: 0.8x",
          content: `<p>A phoenix rising in a burst of golden feathers, the highest regular symbol.</p>`,
          image: "/images/games/wild-dragon-respin/symbols/golden-phoenix.webp",
          alt: "Golden phoenix with spread wings",
        },
        {
          title: "White Tiger",
          multiplier: "5x: 8x · 4x: 2x · 3x: 0.6x",
          content: `<p>A white tiger, guardian of the west, with a steady gaze.</p>`,
          image: "/images/games/wild-dragon-respin/symbols/white-tiger.webp",
          alt: "White tiger head",
        },
        {
          title: "Koi",
          multiplier: "5x: 6x · 4x: 1.6x · 3x: 0.5x",
          content: `<p>An orange-and-white koi leaping from the temple pond.</p>`,
          image: "/images/games/wild-dragon-respin/symbols/koi.webp",
          alt: "Orange and white koi fish",
        },
        {
          title: "Red Lantern",
          multiplier: "5x: 4x · 4x: 1x · 3x: 0.4x",
          content: `<p>A silk lantern with a golden tassel, the last of the premium symbols.</p>`,
          image: "/images/games/wild-dragon-respin/symbols/red-lantern.webp",
          alt: "Red silk lantern with a gold tassel",
        },
        {
          title: "A and K",
          multiplier: "5x: 2.4x · 4x: 0.6x · 3x: 0.2x",
          content: `<p>Ace and King carved in red lacquer, the higher royals.</p>`,
          image: "/images/games/wild-dragon-respin/symbols/ace-and-king.webp",
          alt: "Ace and King in red lacquer",
        },
        {
          title: "Q, J and 10",
          multiplier: "5x: 1.6x · 4x: 0.4x · 3x: 0.1x",
          content: `<p>Queen, Jack and Ten in jade, the most frequent symbols on the reels.</p>`,
          image: "/images/games/wild-dragon-respin/symbols/queen-jack-and-ten.webp",
          alt: "Queen, Jack and Ten in carved jade",
        },
        {
          title: "Pearl Scatter",
          multiplier: "3 on reels 1, 3 and 5: 5 Free Spins",
          content: `<p>The flaming pearl appears on reels 1, 3 and 5 only. Three of them start 5 free spins, and three more during the round add 3 spins.</p>`,
          image: "/images/games/wild-dragon-respin/symbols/pearl-scatter.webp",
          alt: "Flaming pearl Scatter symbol",
        },
        {
          title: "Dragon Coin",
          multiplier: "1x to 100x",
          content: `<p>Each gold coin shows a value from 1x to 100x the bet. 6 or more trigger the coin respin, where every coin value is paid at the end.</p>`,
          image: "/images/games/wild-dragon-respin/symbols/dragon-coin.webp",
          alt: "Gold coin stamped with a dragon and a value",
        },
      ],
    },
    multipliers: {
      title: "Win multipliers",
      list: [
        {
          title: "Big Win",
          content: `<p>Any win of 20x the bet or more wakes the dragon for the Big Win celebration.</p>`,
          image: "/images/games/wild-dragon-respin/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: `<p>At 40x the bet the dragon circles the reels in a trail of gold for a Super Win.</p>`,
          image: "/images/games/wild-dragon-respin/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: `<p>Wins of 60x the bet or more unleash the Mega Win fireworks, the top celebration in the game.</p>`,
          image: "/images/games/wild-dragon-respin/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content: `<p>Inside the dragon's temple: the 25-line base game, stacked Dragon Wilds, the coin respin filling up, free spins under the lanterns and the Grand Jackpot screen.</p>`,
      list: [
        {
          alt: "5x3 reels with phoenix, tiger and koi symbols in a lantern-lit temple",
          image: "/images/games/wild-dragon-respin/gallery/base-game-5x3-reels.webp",
        },
        {
          alt: "Full stacks of Dragon Wilds covering reels 2, 3 and 4, with wins drawn across the paylines",
          image: "/images/games/wild-dragon-respin/gallery/stacked-dragon-wilds.webp",
        },
        {
          alt: "Coin respin with gold Dragon Coins locked on the 15 positions",
          image: "/images/games/wild-dragon-respin/gallery/coin-respin.webp",
        },
        {
          alt: "Free spins in play with the spin counter above the reels",
          image: "/images/games/wild-dragon-respin/gallery/free-spins.webp",
        },
        {
          alt: "Grand Jackpot celebration with a golden dragon over a full coin grid",
          image: "/images/games/wild-dragon-respin/gallery/grand-jackpot.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Stacked Dragon Wilds",
          content: `<p><a href="/features/stacked-wilds">Stacked wilds</a> on the three middle reels, in the base game and in free spins alike.</p><ol><li>The reel strips of reels 2, 3 and 4 carry runs of 3 Dragon Wilds; on reels 1 and 5 the wild appears singly.</li><li>When one of the middle reels stops on a run, 1, 2 or all 3 of its positions show the Dragon Wild, depending on where the run stops.</li><li>Every wild position substitutes for all symbols except the Pearl Scatter and the Dragon Coin.</li><li>A full stack covers the whole reel, so it sits on all 25 paylines at once.</li><li>With full stacks on reels 2, 3 and 4 together, every payline whose reel 1 symbol the wild can replace pays at least 4 of a kind.</li><li>All line wins are added together and paid. The stacks do not stay: the next spin stops afresh.</li></ol>`,
          images: [
            {
              image: "/images/games/wild-dragon-respin/special-features/stacked-dragon-wilds.webp",
              alt: "Three jade-and-gold Dragon Wilds stacked to fill reel 3 from top to bottom",
            },
          ],
        },
        {
          title: "Dragon Coin Respin",
          content: `<p>A <a href="/features/hold-and-win">Hold &amp; Win</a> style <a href="/features/respin-feature">respin</a> played on the 15 positions of the grid.</p><ol><li>Land 6 or more Dragon Coins in one spin.</li><li>The coins lock in place, all other positions clear, and you start with 3 respins.</li><li>Only Dragon Coins can land. Each new coin locks and resets the count to 3.</li><li>The round ends when all 15 positions are filled or the respins run out.</li><li>The values of all coins, from 1x to 100x the bet each, are added together and paid.</li><li>If all 15 positions are filled, the Grand Jackpot of 1,000x the bet is paid as well.</li></ol>`,
          images: [
            {
              image: "/images/games/wild-dragon-respin/special-features/dragon-coin-respin.webp",
              alt: "Gold Dragon Coins locked on the grid with 3 respins remaining",
            },
          ],
          align: "center",
        },
        {
          title: "Free Spins",
          content: `<ol><li>Land a Pearl Scatter on each of reels 1, 3 and 5 to win 5 free spins.</li><li>Free spins are played at the bet of the triggering spin.</li><li>3 Scatters during the free spins add 3 more spins, with no limit on how many times this can happen.</li><li>When the spins run out, the total of the round is paid.</li></ol>`,
          images: [
            {
              image: "/images/games/wild-dragon-respin/special-features/free-spins.webp",
              alt: "Three flaming pearl Scatters on reels 1, 3 and 5",
            },
          ],
        },
        {
          title: "Gamble",
          content: `<p>An optional <a href="/features/gamble-feature">double-or-nothing round</a> offered after any win.</p><ol><li>After a win, press Gamble instead of Collect.</li><li>A face-down card is shown. Pick RED or BLACK.</li><li>A correct guess doubles the win; a wrong guess loses it.</li><li>After a correct guess, gamble again or collect. Up to 2 moves are allowed per win.</li></ol>`,
          images: [
            {
              image: "/images/games/wild-dragon-respin/special-features/gamble-red-or-black.webp",
              alt: "Gamble screen with a face-down card and RED and BLACK buttons",
            },
          ],
        },
      ],
    },
    rules: {
      title: "Game rules",
      content: `<p><strong>How to play</strong></p><ol><li>Choose a total bet from 0.25 to 125.00 and press Spin.</li><li>Wild Dragon Respin is played on 5 reels and 3 rows with 25 fixed paylines.</li><li>3 or more matching symbols on a payline, starting from the leftmost reel, win. The paytable shows every prize as a multiple of the total bet.</li></ol><p><strong>How wins are paid</strong></p><ul><li>Only the highest win on each payline is paid; wins on different paylines are added together.</li><li>The Dragon Wild substitutes for all symbols except the Pearl Scatter and the Dragon Coin.</li><li>In the base game and in free spins, the Dragon Wild lands in stacks of up to 3 on reels 2, 3 and 4 and singly on reels 1 and 5. Every wild position in view substitutes.</li><li>Pearl Scatters on reels 1, 3 and 5 award 5 free spins; 3 Scatters during free spins add 3 more, without limit.</li><li>6 or more Dragon Coins trigger the coin respin with 3 respins; each new coin resets the count to 3. Coins are worth 1x to 100x the bet, and filling all 15 positions adds the Grand Jackpot of 1,000x.</li><li>Gamble is offered after any win: RED or BLACK, a correct guess doubles, a wrong guess loses, up to 2 moves.</li></ul><p><strong>Key figures</strong></p><ul><li>RTP: 96.06%</li><li>Volatility: medium</li><li>Max win: 5,000x the bet. When a round reaches this amount it ends and the max win is paid.</li></ul><p>Malfunction voids all pays and plays.</p>`,
      image: "/images/games/wild-dragon-respin/rules/paytable-and-paylines.webp",
    },
    languages: { title: "Available in 28 languages" },
    overview: [
      {
        title: "Advantages",
        content: `<p>Wild Dragon Respin combines a traditional 25-line slot, lifted by <a href="/features/stacked-wilds">stacked wilds</a> on reels 2, 3 and 4, with two proven features: a <a href="/features/hold-and-win">Hold &amp; Win</a> coin respin and free spins with unlimited retriggers. Coin values of 1x to 100x and a <a href="/features/jackpot">Grand Jackpot</a> of 1,000x give clear promotional hooks, and an RTP of 96.06%, medium volatility and a 5,000x max win suit a wide audience. The Asian theme works all year and especially well around Lunar New Year.</p>`,
      },
      {
        title: "Mobile play",
        content: `<p>The HTML5 build runs in the browser on phones, tablets and desktops. In portrait the 5x3 reels sit above large Spin and Gamble buttons, a full wild stack reads as one unbroken column of jade, and the coin respin keeps each locked value readable so players can follow the total as it grows.</p>`,
      },
      {
        title: "Game strategy",
        content: `<p>Spins are random, and no betting pattern changes the odds. Stacked Dragon Wilds arrive on their own in the base game and free spins, with nothing to switch on. Coin values are multiples of the bet, so the stake of the triggering spin sets the value of the whole respin, including the Grand Jackpot. Gambling a win is a simple RED or BLACK guess that adds risk without changing the long-term return. The demo is a good way to watch a few respins before choosing a stake.</p>`,
      },
      {
        title: "Summary",
        content: `<p>A 5x3, 25-line dragon slot with stacked Dragon Wilds of up to 3 on reels 2, 3 and 4, a 15-position coin respin that resets to 3, coins of 1x to 100x, a 1,000x Grand Jackpot, 5 free spins with unlimited 3-spin retriggers, Gamble, RTP 96.06%, medium volatility and a 5,000x max win.</p>`,
      },
    ],
  },
  facts: {
    release_date: "2025-01-23",
    rtp: 96.06,
    volatility: "medium",
    hit_frequency: 55.5,
    max_win: 5000,
    min_bet: 0.25,
    max_bet: 125,
    layout: "5x3",
    paylines: "25",
    features: ["respin-feature", "hold-and-win", "stacked-wilds", "jackpot", "gamble-feature"],
    theme: "Asian dragon",
    other_tags: ["Dragon", "Asian", "Coins", "Stacked Wilds", "Free Spins", "Jackpot"],
    game_size: "19 MB",
  },
  buy_prices: [],
  idle_reel_heights: [3, 3, 3, 3, 3],
  symbol_files: {
    ace: "ace-and-king",
    king: "ace-and-king",
    queen: "queen-jack-and-ten",
    jack: "queen-jack-and-ten",
    ten: "queen-jack-and-ten",
  },
  editorial: ["min_bet", "max_bet"],
  discrepancies: [],
} satisfies GameRecordSource;

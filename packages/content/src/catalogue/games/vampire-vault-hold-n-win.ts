import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Vampire Vault Hold & Win: 20-Line Jackpot Slot | Quillspin",
      description:
        "Vampire Vault Hold & Win: 20 paylines, Blood Ruby respins with four jackpots up to a 2,000x Grand, 8 free spins with +5 retriggers and a 40x Buy Bonus.",
    },
    subtitle: "Break into the Count's crypt and lock down a vault of blood rubies before dawn",
    summary:
      '<p>Vampire Vault Hold & Win is set in a Carpathian castle where the Count keeps his fortune in a crypt lined with blood rubies. The reels play across <strong>20 paylines</strong>, with the Count, the Countess, a silver chalice and a swooping bat leading the paytable, and gothic royals below.</p><p>Six or more Blood Ruby bonus symbols open the vault: the game switches to <a href="/features/hold-and-win">Hold & Win</a> on 15 positions, and four <a href="/features/jackpot">jackpots</a> wait above the grid.</p>',
    summary2:
      '<p>The jackpots are Mini 20x, Minor 40x, Major 100x and Grand 2,000x the bet. Three Coffin scatters on reels 2, 3 and 4 award 8 free spins, and a retrigger adds 5 more.</p><p>Medium volatility, an RTP of 95.76% and a max win of 2,000x the bet. Players can go straight to the vault with <a href="/features/buy-bonus">Buy Bonus</a> for 40x.</p>',
    special_features: [
      {
        title: "Hold & Win on 15 positions",
        content:
          '<p>Six or more Blood Rubies trigger <a href="/features/hold-and-win">Hold & Win</a> with 3 respins. Every new ruby locks and resets the count to 3, until the grid is full or the respins run out.</p>',
      },
      {
        title: "Four fixed jackpots",
        content:
          '<p>Mini 20x, Minor 40x and Major 100x appear on jackpot rubies; filling all 15 positions wins the Grand of 2,000x, the game\'s max win. More about our <a href="/features/jackpot">jackpots</a>.</p>',
      },
      {
        title: "8 free spins with +5 retriggers",
        content:
          "<p>Three Coffin scatters on reels 2, 3 and 4 award 8 free spins. Three more during the round add 5 spins each time.</p>",
      },
      {
        title: "Buy Bonus for 40x",
        content:
          '<p>The <a href="/features/buy-bonus">Buy Bonus</a> opens the vault directly: Hold & Win starts for 40x the bet.</p>',
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content:
            "<p>Twenty paylines deliver a steady flow of line wins, while Hold & Win and the jackpots provide the peaks. A balanced game for regular sessions.</p>",
          image: "/images/games/vampire-vault-hold-n-win/volatility/medium-volatility-candelabra.webp",
          alt: "A silver candelabra with its middle candle lit on a low-to-high volatility scale",
          size: "m",
        },
        {
          title: "RTP 95.76%",
          content:
            "<p>The theoretical return to player is 95.76%, measured over a very large number of game rounds. Short sessions will differ from it.</p>",
          image: "/images/games/vampire-vault-hold-n-win/volatility/rtp-blood-chalice.webp",
          alt: "A silver chalice filled with red wine engraved with the figure 95.76%",
          size: "m",
        },
        {
          title: "Max win 2,000x",
          content:
            "<p>A single round can pay up to 2,000x the bet, the same value as the Grand jackpot for a full vault of 15 rubies.</p>",
          image: "/images/games/vampire-vault-hold-n-win/volatility/max-win-crypt-vault.webp",
          alt: "A crypt vault door swinging open on heaps of blood rubies under the figure 2,000x",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Line pays are multiples of the total bet for 3, 4 or 5 matching symbols on a payline from the leftmost reel",
      list: [
        {
          title: "Full Moon Wild",
          multiplier: "5x: 25x · 4x: 5x · 3x: 1.5x",
          content:
            "<p>A blood-red full moon behind a bare branch. It substitutes for all symbols except the Coffin scatter and the Blood Ruby, and pays as the top line symbol.</p>",
          image: "/images/games/vampire-vault-hold-n-win/symbols/full-moon-wild.webp",
          alt: "A blood-red full moon behind a bare branch with the word WILD",
        },
        {
          title: "The Count",
          multiplier: "5x: 20x · 4x: 5x · 3x: 1x",
          content: "<p>The lord of the castle in a high-collared cape, the top regular symbol.</p>",
          image: "/images/games/vampire-vault-hold-n-win/symbols/the-count.webp",
          alt: "A pale vampire count in a high-collared black and red cape",
        },
        {
          title: "The Countess",
          multiplier: "5x: 12.5x · 4x: 3x · 3x: 0.75x",
          content: "<p>The Count's consort, in crimson velvet and a ruby choker.</p>",
          image: "/images/games/vampire-vault-hold-n-win/symbols/the-countess.webp",
          alt: "A vampire countess in a crimson velvet gown and ruby choker",
        },
        {
          title: "Silver Chalice",
          multiplier: "5x: 7.5x · 4x: 2x · 3x: 0.5x",
          content: "<p>An ornate goblet filled to the brim with something dark and red.</p>",
          image: "/images/games/vampire-vault-hold-n-win/symbols/silver-chalice.webp",
          alt: "An ornate silver chalice brimming with dark red liquid",
        },
        {
          title: "Bat",
          multiplier: "5x: 5x · 4x: 1.5x · 3x: 0.4x",
          content: "<p>A bat with wings spread wide, swooping out of the belfry.</p>",
          image: "/images/games/vampire-vault-hold-n-win/symbols/bat.webp",
          alt: "A black bat with outspread wings and red eyes",
        },
        {
          title: "Ace",
          multiplier: "5x: 2.5x · 4x: 0.75x · 3x: 0.25x",
          content: "<p>A wrought-iron Ace in gothic script.</p>",
          image: "/images/games/vampire-vault-hold-n-win/symbols/ace.webp",
          alt: "A letter A in gothic wrought iron",
        },
        {
          title: "King",
          multiplier: "5x: 2.5x · 4x: 0.75x · 3x: 0.25x",
          content: "<p>A wrought-iron King, paying the same as the Ace.</p>",
          image: "/images/games/vampire-vault-hold-n-win/symbols/king.webp",
          alt: "A letter K in gothic wrought iron",
        },
        {
          title: "Queen",
          multiplier: "5x: 2x · 4x: 0.5x · 3x: 0.15x",
          content: "<p>A wrought-iron Queen wrapped in thorns.</p>",
          image: "/images/games/vampire-vault-hold-n-win/symbols/queen.webp",
          alt: "A letter Q in gothic wrought iron wrapped in thorns",
        },
        {
          title: "Jack",
          multiplier: "5x: 2x · 4x: 0.5x · 3x: 0.15x",
          content: "<p>A wrought-iron Jack, paying the same as the Queen.</p>",
          image: "/images/games/vampire-vault-hold-n-win/symbols/jack.webp",
          alt: "A letter J in gothic wrought iron wrapped in thorns",
        },
        {
          title: "Ten",
          multiplier: "5x: 2x · 4x: 0.5x · 3x: 0.15x",
          content: "<p>A wrought-iron Ten, paying the same as the Queen and Jack.</p>",
          image: "/images/games/vampire-vault-hold-n-win/symbols/ten.webp",
          alt: "A number 10 in gothic wrought iron wrapped in thorns",
        },
        {
          title: "Coffin Scatter",
          multiplier: "3 on reels 2, 3 and 4: 8 free spins · retrigger: +5",
          content:
            "<p>An ebony coffin with a silver cross on the lid. It lands only on reels 2, 3 and 4, and one on each opens the free spins.</p>",
          image: "/images/games/vampire-vault-hold-n-win/symbols/coffin-scatter.webp",
          alt: "An ebony coffin with silver fittings and the word SCATTER",
        },
        {
          title: "Blood Ruby",
          multiplier: "6+: Hold & Win · cash values 1x to 15x · Mini 20x · Minor 40x · Major 100x",
          content:
            "<p>A glowing ruby that shows a cash value or a Mini, Minor or Major jackpot label. Six or more trigger Hold & Win, and filling all 15 positions wins the Grand of 2,000x.</p>",
          image: "/images/games/vampire-vault-hold-n-win/symbols/blood-ruby.webp",
          alt: "A glowing blood-red ruby with a gold value plate",
        },
      ],
    },
    multipliers: {
      title: "Win tiers",
      list: [
        {
          title: "Big Win",
          content: "<p>A win of 20x the bet or more sends a cloud of bats flying from the belfry.</p>",
          image: "/images/games/vampire-vault-hold-n-win/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content: "<p>From 40x the bet lightning strikes the castle towers and the crypt doors rattle.</p>",
          image: "/images/games/vampire-vault-hold-n-win/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: "<p>At 60x the bet or more the Count raises his chalice over a floor of rubies.</p>",
          image: "/images/games/vampire-vault-hold-n-win/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content:
        "<p>Inside Vampire Vault Hold & Win: the castle reels, the ruby vault in Hold & Win and the free spins crypt.</p>",
      list: [
        {
          alt: "The reels set in a candlelit castle hall with stained-glass windows and a full moon",
          image: "/images/games/vampire-vault-hold-n-win/gallery/base-game-reels.webp",
        },
        {
          alt: "Six Blood Ruby symbols on the reels triggering Hold & Win",
          image: "/images/games/vampire-vault-hold-n-win/gallery/hold-and-win-trigger.webp",
        },
        {
          alt: "The 15-position vault grid with locked rubies and the four jackpot panels above",
          image: "/images/games/vampire-vault-hold-n-win/gallery/ruby-vault-jackpots.webp",
        },
        {
          alt: "Three Coffin scatters on reels 2, 3 and 4 opening 8 free spins in the crypt",
          image: "/images/games/vampire-vault-hold-n-win/gallery/free-spins-crypt.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Hold & Win",
          content:
            '<ol><li>Land 6 or more Blood Ruby bonus symbols anywhere on the reels in one spin.</li><li>The rubies lock in place, the rest of the 15 positions clear, and the round starts with 3 respins.</li><li>During respins only Blood Rubies can land. Each new ruby locks in place and resets the respin count to 3.</li><li>The round ends when all 15 positions are filled or the respins run out.</li><li>All cash values and jackpots on the locked rubies are added together and paid, up to the 2,000x max win.</li></ol><p>Read more about <a href="/features/hold-and-win">Hold & Win</a>.</p>',
          images: [
            {
              image: "/images/games/vampire-vault-hold-n-win/special-features/hold-and-win.webp",
              alt: "Blood Rubies locked on a stone grid with a respin counter showing 3",
            },
          ],
        },
        {
          title: "Jackpots",
          content:
            '<ol><li>Blood Rubies can show a Mini, Minor or Major label instead of a cash value.</li><li>The Mini pays 20x, the Minor 40x and the Major 100x the bet when the Hold & Win round is settled.</li><li>Filling all 15 positions wins the Grand jackpot of 2,000x the bet, which is also the game\'s max win.</li><li>All jackpots are fixed multiples of the bet that triggered the round.</li></ol><p>See our <a href="/features/jackpot">Jackpot</a> explainer.</p>',
          images: [
            {
              image: "/images/games/vampire-vault-hold-n-win/special-features/jackpots.webp",
              alt: "Four coffin-shaped jackpot panels reading Mini 20x, Minor 40x, Major 100x and Grand 2,000x",
            },
          ],
        },
        {
          title: "Free spins",
          content:
            "<ol><li>Land a Coffin scatter on each of reels 2, 3 and 4 in the same spin.</li><li>Line wins from the triggering spin are paid, then 8 free spins begin at the same bet.</li><li>Land 3 Coffin scatters again during the round to retrigger and add 5 free spins.</li><li>Retriggers can happen more than once; the counter shows the spins remaining.</li><li>When the last free spin ends, the round total is paid.</li></ol>",
          images: [
            {
              image: "/images/games/vampire-vault-hold-n-win/special-features/free-spins.webp",
              alt: "Three coffins opening in a moonlit crypt with a counter showing 8 free spins",
            },
          ],
        },
        {
          title: "Buy Bonus",
          content:
            '<ol><li>Press the Buy Bonus button beside the reels.</li><li>Confirm the price of 40x the current bet.</li><li>Hold & Win starts at once with 6 Blood Rubies locked and 3 respins.</li><li>The round plays and pays exactly like a naturally triggered one, jackpots included.</li></ol><p>Learn more about <a href="/features/buy-bonus">Buy Bonus</a>. Availability depends on the operator and jurisdiction.</p>',
          images: [
            {
              image: "/images/games/vampire-vault-hold-n-win/special-features/buy-bonus.webp",
              alt: "A skeleton key to the vault offered for 40x the bet",
            },
          ],
          align: "center",
        },
      ],
    },
    rules: {
      title: "Game rules",
      content:
        "<p>Vampire Vault Hold & Win is a 5-reel, 3-row video slot with 20 fixed paylines. Choose a bet from 0.20 to 100.00 and press Spin.</p><ul><li>Line wins pay for 3, 4 or 5 matching symbols on a payline from the leftmost reel to the right, as multiples of the total bet.</li><li>Only the highest win on each payline is paid; wins on different paylines are added together.</li><li>The Full Moon Wild substitutes for all symbols except the Coffin scatter and the Blood Ruby.</li><li>6 or more Blood Rubies trigger Hold & Win on 15 positions with 3 respins. Each new ruby locks and resets the respins to 3. The round ends when all 15 positions are filled or no respins remain.</li><li>Jackpots: Mini 20x, Minor 40x, Major 100x and Grand 2,000x the bet. The Grand is won by filling all 15 positions.</li><li>3 scatters on reels 2, 3 and 4 award 8 free spins; a retrigger adds 5.</li><li>Buy Bonus starts Hold & Win for 40x the bet.</li><li>RTP is 95.76%. Volatility is medium. The max win is 2,000x the bet; when it is reached the round ends and 2,000x is paid.</li></ul><p>Malfunction voids all pays and plays.</p>",
      image: "/images/games/vampire-vault-hold-n-win/rules/paytable-and-jackpots.webp",
    },
    languages: {
      title: "Available in 28 languages",
    },
    overview: [
      {
        title: "Advantages for operators",
        content:
          '<ul><li>A gothic horror theme with strong seasonal appeal, from autumn promotions to Halloween.</li><li><a href="/features/hold-and-win">Hold & Win</a> on 15 positions with four fixed <a href="/features/jackpot">jackpots</a>: Mini 20x, Minor 40x, Major 100x and Grand 2,000x.</li><li>8 free spins with +5 retriggers as a second route to bigger wins.</li><li>A 40x <a href="/features/buy-bonus">Buy Bonus</a> straight into Hold & Win.</li><li>RTP of 95.76%, medium volatility and a 2,000x max win.</li></ul>',
      },
      {
        title: "Mobile play",
        content:
          "<p>Vampire Vault Hold & Win is an HTML5 game that runs in every modern browser on phone, tablet and desktop. In portrait mode the four jackpot panels sit in a row above the reels, and locked rubies, values and the respin counter stay easy to read on a small screen.</p>",
      },
      {
        title: "Game strategy",
        content:
          "<p>Each spin is random, and nothing can change the odds. Understanding the features helps in planning, though: every new ruby in Hold & Win brings back three respins, and only a completely full vault pays the Grand. Set a budget and a time limit before playing, choose a bet that allows a reasonable number of spins, and use the demo mode to see how the vault fills up.</p>",
      },
      {
        title: "Summary",
        content:
          "<p>Vampire Vault Hold & Win combines 20-line play with a ruby-filled Hold & Win, four fixed jackpots up to a 2,000x Grand and 8 free spins that retrigger for 5 more. With 95.76% RTP, medium volatility, a 2,000x max win and a 40x Buy Bonus, it is an atmospheric jackpot title that is easy to follow.</p>",
      },
    ],
  },
  facts: {
    release_date: "2024-10-16",
    rtp: 95.76,
    volatility: "medium",
    hit_frequency: 60.9,
    max_win: 2000,
    min_bet: 0.2,
    max_bet: 100,
    layout: "5x3",
    paylines: "20",
    features: ["hold-and-win", "jackpot", "buy-bonus", "respin-feature"],
    theme: "Gothic horror",
    other_tags: ["Vampires", "Halloween", "Coin respins", "Fixed jackpots", "Free spins"],
    game_size: "23 MB",
  },
  buy_prices: [40],
  idle_reel_heights: [3, 3, 3, 3, 3],
  editorial: ["min_bet", "max_bet", "layout"],
  discrepancies: [],
} satisfies GameRecordSource;

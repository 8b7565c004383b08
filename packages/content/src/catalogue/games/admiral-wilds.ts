import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Admiral Wilds: 9-Line Naval Slot with 95.87% RTP | Quillspin",
      description:
        "Admiral Wilds is a 5x3, 9-line naval slot: x2 to x5 multiplier wilds, sticky wilds in two-stage free spins, a 100x Buy Bonus and a 5,000x max win.",
    },
    subtitle: "A 5x3, 9-line broadside where the Admiral is both the wild and the way into the bonus",
    summary:
      "<p>Admiral Wilds puts the player on the quarterdeck of a tall ship in the age of sail. Five reels and three rows sit inside a brass-bound chart table, with <strong>9 paylines</strong> running between the rigging, and every line win is read from the leftmost reel. Flagships, compasses, spyglasses and anchors carry the premium pays; carved playing-card royals fill out the deck.</p><p>The Admiral is the wild. He stands in for the regular symbols, and when 3, 4 or 5 of him come aboard at once he orders the fleet into free spins.</p>",
    summary2:
      '<p>The free spins run in two stages. First come <strong>multiplier wilds</strong> worth x2 to x5; then the round switches to <strong>sticky wilds</strong> that hold their place until the last spin. The more Admirals land on the trigger, the longer the voyage: 5 to 8, 8 to 11 or 11 to 15 free spins.</p><p>Admiral Wilds plays at medium volatility with an RTP of 95.87% and a max win of 5,000x the bet. Players who prefer to skip the wait can <a href="/features/buy-bonus">buy the bonus</a> for 100x, and any win can be taken to the <a href="/features/gamble-feature">Gamble</a> table.</p>',
    special_features: [
      {
        title: "The Admiral opens the bonus",
        content:
          "<p>The Admiral wild substitutes on every payline, and 3, 4 or 5 of him anywhere on the reels trigger free spins: 5 to 8 spins for three, 8 to 11 for four and 11 to 15 for five.</p>",
      },
      {
        title: "Two-stage free spins",
        content:
          "<p>Stage one fires <strong>multiplier wilds</strong> that multiply any line win they complete by x2 to x5. Stage two turns every new wild into a <strong>sticky wild</strong> that stays locked for the rest of the round, so the reels fill with Admirals as the spins run down.</p>",
      },
      {
        title: "Buy Bonus for 100x",
        content:
          '<p>The <a href="/features/buy-bonus">Buy Bonus</a> button sends the player straight into free spins for 100x the total bet, with both stages included.</p>',
      },
      {
        title: "RED or BLACK gamble",
        content:
          '<p>After any win the player may try the <a href="/features/gamble-feature">Gamble Feature</a>: pick RED or BLACK, double the win with a correct guess or lose it with a wrong one, up to 2 moves in a row.</p>',
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content:
            "<p>Regular line wins from the 9 paylines keep the balance moving, while the two-stage free spins carry the larger results. A steady, readable rhythm for a wide audience.</p>",
          image: "/images/games/admiral-wilds/volatility/medium-volatility-compass.webp",
          alt: "A brass ship's compass with its needle pointing to the middle of a low-to-high volatility scale",
          size: "m",
        },
        {
          title: "RTP 95.87%",
          content:
            "<p>The theoretical return to player is 95.87%, calculated over a very large number of game rounds. Individual sessions can land well above or below it.</p>",
          image: "/images/games/admiral-wilds/volatility/rtp-sextant.webp",
          alt: "A sextant resting on a sea chart beside the figure 95.87% in gold lettering",
          size: "m",
        },
        {
          title: "Max win 5,000x",
          content:
            "<p>A single game round, free spins included, can pay up to 5,000x the bet. Sticky wilds in the second stage of free spins are the likeliest route to the top of the scale.</p>",
          image: "/images/games/admiral-wilds/volatility/max-win-treasure-chest.webp",
          alt: "An open sea chest spilling gold doubloons under a banner reading 5,000x",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Pays are multiples of the total bet for 3, 4 or 5 matching symbols on a payline, starting from the leftmost reel",
      list: [
        {
          title: "Admiral (Wild)",
          multiplier: "5x: 100x · 4x: 20x · 3x: 5x",
          content:
            "<p>The Admiral in full dress uniform substitutes for every other symbol, pays on his own and triggers free spins when 3, 4 or 5 land anywhere. In free spins he carries a multiplier or sticks in place.</p>",
          image: "/images/games/admiral-wilds/symbols/admiral-wild.webp",
          alt: "A grey-haired admiral in a navy coat with gold epaulettes beneath a WILD banner",
        },
        {
          title: "Flagship",
          multiplier: "5x: 50x · 4x: 10x · 3x: 2.5x",
          content:
            "<p>A three-masted ship of the line under full sail, the highest-paying regular symbol.</p>",
          image: "/images/games/admiral-wilds/symbols/flagship.webp",
          alt: "A three-masted warship under full white sail cutting through green waves",
        },
        {
          title: "Compass",
          multiplier: "5x: 25x · 4x: 5x · 3x: 1.5x",
          content: "<p>The Admiral's brass compass, engraved with a rose of thirty-two points.</p>",
          image: "/images/games/admiral-wilds/symbols/compass.webp",
          alt: "A polished brass compass with an engraved compass rose",
        },
        {
          title: "Spyglass",
          multiplier: "5x: 15x · 4x: 4x · 3x: 1x",
          content: "<p>A leather-wrapped telescope for spotting enemy sails on the horizon.</p>",
          image: "/images/games/admiral-wilds/symbols/spyglass.webp",
          alt: "An extended brass spyglass wrapped in dark leather",
        },
        {
          title: "Anchor",
          multiplier: "5x: 10x · 4x: 3x · 3x: 0.8x",
          content: "<p>A heavy iron anchor wound with rope, the entry premium of the paytable.</p>",
          image: "/images/games/admiral-wilds/symbols/anchor.webp",
          alt: "A black iron anchor with a coil of hemp rope around its shank",
        },
        {
          title: "Ace",
          multiplier: "5x: 5x · 4x: 1.5x · 3x: 0.5x",
          content: "<p>A carved wooden Ace inlaid with a gold rope border.</p>",
          image: "/images/games/admiral-wilds/symbols/ace.webp",
          alt: "A carved wooden letter A with a gold rope border",
        },
        {
          title: "King",
          multiplier: "5x: 5x · 4x: 1.5x · 3x: 0.5x",
          content: "<p>A carved wooden King, paying the same as the Ace.</p>",
          image: "/images/games/admiral-wilds/symbols/king.webp",
          alt: "A carved wooden letter K with a gold rope border",
        },
        {
          title: "Queen",
          multiplier: "5x: 4x · 4x: 1x · 3x: 0.3x",
          content: "<p>A carved wooden Queen in sea-green paint.</p>",
          image: "/images/games/admiral-wilds/symbols/queen.webp",
          alt: "A carved wooden letter Q painted sea green",
        },
        {
          title: "Jack",
          multiplier: "5x: 4x · 4x: 1x · 3x: 0.3x",
          content: "<p>A carved wooden Jack, paying the same as the Queen.</p>",
          image: "/images/games/admiral-wilds/symbols/jack.webp",
          alt: "A carved wooden letter J painted sea green",
        },
        {
          title: "Ten",
          multiplier: "5x: 3x · 4x: 0.8x · 3x: 0.2x",
          content: "<p>A carved wooden Ten, the most frequent symbol on the reels.</p>",
          image: "/images/games/admiral-wilds/symbols/ten.webp",
          alt: "A carved wooden number 10 painted navy blue",
        },
      ],
    },
    multipliers: {
      title: "Win tiers",
      list: [
        {
          title: "Big Win",
          content:
            "<p>A win of 20x the bet or more is celebrated with a cannon salute from the flagship.</p>",
          image: "/images/games/admiral-wilds/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content:
            "<p>At 40x the bet or more the whole fleet fires a broadside and the sky fills with smoke.</p>",
          image: "/images/games/admiral-wilds/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content:
            "<p>60x the bet or more raises the Admiral's colours to the masthead over a deck of gold.</p>",
          image: "/images/games/admiral-wilds/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content:
        "<p>Scenes from Admiral Wilds: the chart-table reels, both stages of free spins and the Gamble table.</p>",
      list: [
        {
          alt: "The 5x3 reels framed by a brass-bound chart table on the deck of a warship at dusk",
          image: "/images/games/admiral-wilds/gallery/base-game-reels.webp",
        },
        {
          alt: "Three Admiral wilds on the reels triggering free spins as signal flags rise on the mast",
          image: "/images/games/admiral-wilds/gallery/free-spins-trigger.webp",
        },
        {
          alt: "A multiplier wild showing x5 completing a payline in the first stage of free spins",
          image: "/images/games/admiral-wilds/gallery/multiplier-wild-stage.webp",
        },
        {
          alt: "Several sticky Admiral wilds locked on the reels in the second stage of free spins",
          image: "/images/games/admiral-wilds/gallery/sticky-wild-stage.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Free spins",
          content:
            "<ol><li>Land 3, 4 or 5 Admiral wilds anywhere on the reels in one base game spin.</li><li>Three wilds award 5 to 8 free spins, four award 8 to 11 and five award 11 to 15. The exact number within the range is drawn at random and shown before the first spin.</li><li>Line wins from the triggering spin are paid first, then the round begins at the same bet.</li><li>The free spins play in two stages: multiplier wilds first, sticky wilds after. The counter marks the moment the second stage begins.</li><li>When the last free spin ends, the round total is added to the balance.</li></ol>",
          images: [
            {
              image: "/images/games/admiral-wilds/special-features/free-spins-trigger.webp",
              alt: "Five Admiral wilds on the reels and a scroll announcing 11 to 15 free spins",
            },
          ],
        },
        {
          title: "Stage one: multiplier wilds",
          content:
            "<ol><li>Every Admiral wild that lands in the first stage carries a multiplier of x2, x3, x4 or x5.</li><li>A line win completed by a multiplier wild is multiplied by its value.</li><li>Where two or more multiplier wilds sit on the same winning line, their values are added together before the win is paid.</li><li>The multipliers apply to that spin only; the next spin starts clean.</li></ol>",
          images: [
            {
              image: "/images/games/admiral-wilds/special-features/multiplier-wilds.webp",
              alt: "An Admiral wild with a golden x4 badge pinned to his coat",
            },
          ],
        },
        {
          title: "Stage two: sticky wilds",
          content:
            "<ol><li>When the second stage begins, every new Admiral wild locks in place as a sticky wild.</li><li>Sticky wilds stay on the reels for all remaining free spins and count towards every payline that passes through them.</li><li>Each further wild adds to the locked set, so the reels grow wilder with every spin.</li><li>The round ends when the spin counter reaches zero, and the wins are totalled.</li></ol>",
          images: [
            {
              image: "/images/games/admiral-wilds/special-features/sticky-wilds.webp",
              alt: "Admiral wilds bound to the reels with ropes to show they are sticky",
            },
          ],
        },
        {
          title: "Buy Bonus",
          content:
            '<ol><li>Press the Buy Bonus button beside the reels.</li><li>Confirm the price of 100x the current total bet.</li><li>Free spins start at once as if three Admiral wilds had landed, with both stages included.</li><li>The round plays and pays exactly like a naturally triggered one.</li></ol><p>Read more about <a href="/features/buy-bonus">Buy Bonus</a>. Availability depends on the operator and the player\'s jurisdiction.</p>',
          images: [
            {
              image: "/images/games/admiral-wilds/special-features/buy-bonus.webp",
              alt: "A wax-sealed letter of marque offering free spins for 100x the bet",
            },
          ],
        },
        {
          title: "Gamble",
          content:
            '<ol><li>After any win, press Gamble instead of Collect.</li><li>A face-down playing card appears; pick RED or BLACK.</li><li>A correct guess doubles the win; a wrong guess loses it.</li><li>After a correct guess the player may collect or gamble again, up to 2 moves in total.</li></ol><p>See how the <a href="/features/gamble-feature">Gamble Feature</a> works across our games.</p>',
          images: [
            {
              image: "/images/games/admiral-wilds/special-features/gamble-card.webp",
              alt: "A face-down playing card on a captain's table between RED and BLACK buttons",
            },
          ],
          align: "center",
        },
      ],
    },
    rules: {
      title: "Game rules",
      content:
        "<p>Admiral Wilds is a 5-reel, 3-row video slot with 9 fixed paylines. Choose a bet from 0.09 to 90.00 and press Spin.</p><ul><li>Line wins pay for 3, 4 or 5 matching symbols on a payline from the leftmost reel to the right. Pays are shown as multiples of the total bet.</li><li>Only the highest win on each payline is paid; wins on different paylines are added together.</li><li>The Admiral wild substitutes for all symbols and pays on its own.</li><li>3, 4 or 5 Admiral wilds anywhere trigger 5 to 8, 8 to 11 or 11 to 15 free spins, played in two stages: multiplier wilds of x2 to x5, then sticky wilds.</li><li>Free spins are played at the bet that triggered them.</li><li>Buy Bonus starts free spins for 100x the total bet.</li><li>After any win the player may gamble on RED or BLACK, up to 2 moves.</li><li>RTP is 95.87%. Volatility is medium. The max win is 5,000x the bet; a round that reaches it ends and pays 5,000x.</li></ul><p>Malfunction voids all pays and plays.</p>",
      image: "/images/games/admiral-wilds/rules/paytable-scroll.webp",
    },
    languages: { title: "Available in 28 languages" },
    overview: [
      {
        title: "Advantages for operators",
        content:
          '<ul><li>A clear 5x3, 9-line format that players read at a glance.</li><li>One wild with three jobs: substitute, free spins trigger and, in the bonus, multiplier or sticky wild.</li><li>Two-stage free spins that change the pace halfway through the round.</li><li>RTP of 95.87%, medium volatility and a max win of 5,000x.</li><li><a href="/features/buy-bonus">Buy Bonus</a> at 100x and the <a href="/features/gamble-feature">Gamble Feature</a>, both switchable to suit each market.</li></ul>',
      },
      {
        title: "Mobile play",
        content:
          "<p>Admiral Wilds is built in HTML5 and runs in any modern browser on phones, tablets and desktops. In portrait mode the reels sit above a one-thumb control bar, and the stage counter in free spins stays visible on the smallest screens. No download is needed.</p>",
      },
      {
        title: "Game strategy",
        content:
          "<p>No strategy changes the outcome of a spin, but knowing the game helps in choosing a bet. The number of free spins rises with each extra wild on the trigger, and the sticky stage rewards a longer round. Set a budget, keep the bet at a level that allows a good number of spins, and treat the Gamble as an optional extra: each move is a 50/50 call that can double or remove a win. The demo mode is a good way to see both stages before playing for money.</p>",
      },
      {
        title: "Summary",
        content:
          "<p>Admiral Wilds is a naval line slot in which one character runs the show. The Admiral substitutes in the base game, opens 5 to 15 free spins and changes role between multiplier wilds and sticky wilds inside the bonus. With 95.87% RTP, medium volatility, a 5,000x max win and a 100x Buy Bonus, it is a compact, well-paced title for any lobby.</p>",
      },
    ],
  },
  facts: {
    release_date: "2024-09-18",
    rtp: 95.87,
    volatility: "medium",
    hit_frequency: 31.8,
    max_win: 5000,
    min_bet: 0.09,
    max_bet: 90,
    layout: "5x3",
    paylines: "9",
    features: ["buy-bonus", "gamble-feature"],
    theme: "Naval adventure",
    other_tags: ["Age of sail", "Multiplier wilds", "Sticky wilds", "Free spins", "Two-stage bonus"],
    game_size: "21 MB",
  },
  buy_prices: [100],
  idle_reel_heights: [3, 3, 3, 3, 3],
  editorial: ["min_bet", "max_bet"],
  discrepancies: [],
} satisfies GameRecordSource;

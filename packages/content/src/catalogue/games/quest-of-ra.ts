import type { GameRecordSource } from "../schema";

export default {
  content: {
    meta: {
      title: "Quest of Ra: 10-Line Egyptian Slot with 96.36% RTP | Quillspin",
      description:
        "Quest of Ra is a 5x3, 10-payline Egyptian slot: an expanding Falcon of Ra wild, 10 free spins for 3 or more scatters, a RED or BLACK gamble and a 5,000x max win.",
    },
    subtitle: "A 10-line expedition into the sun god's lost temple, led by a fearless explorer",
    summary:
      "<p>Quest of Ra follows a young explorer through the sandstone corridors of a forgotten temple on the banks of the Nile. Torchlight flickers over <strong>5x3 reels and 10 paylines</strong>, carved with the Pharaoh, Anubis, the sacred scarab and the Eye of Horus.</p><p>The explorer herself is the prize of the paytable: five of the Girl on a payline pay <strong>500x</strong> the bet.</p>",
    summary2:
      '<p>Three or more Golden Sun scatters anywhere on the reels open the inner sanctum with <strong>10 free spins</strong>. The Falcon of Ra wild is an <a href="/features/expanding-wilds">expanding wild</a>: wherever it lands, it spreads its wings over all 3 positions of its reel. After any win the <a href="/features/gamble-feature">Gamble Feature</a> offers a RED or BLACK call to double it.</p><p>The game runs at medium volatility with an RTP of 96.36% and a max win of 5,000x the bet.</p>',
    special_features: [
      {
        title: "10 free spins from the Golden Sun",
        content:
          "<p>Land 3 or more Golden Sun scatters anywhere on the reels to win 10 free spins, played at the triggering bet. The scatters also pay on their own, wherever they land.</p>",
      },
      {
        title: "The Girl pays 500x",
        content:
          "<p>The explorer is the top symbol: 5 on a payline pay 500x the bet, and she pays from just 2 on a line. With 10 paylines, a screen full of her reaches the 5,000x max win.</p>",
      },
      {
        title: "Expanding Falcon of Ra wild",
        content:
          '<p>The falcon-headed sun god substitutes for every symbol except the Golden Sun scatter and can land on any reel. In the base game and in free spins, wherever it lands it expands to fill all 3 positions of that reel for the spin. An expanded reel sits on all 10 paylines. More on <a href="/features/expanding-wilds">Expanding Wilds</a>.</p>',
      },
      {
        title: "RED or BLACK gamble",
        content:
          '<p>After any win, the <a href="/features/gamble-feature">Gamble Feature</a> lets the player pick RED or BLACK: a correct guess doubles the win, a wrong guess loses it, up to 2 moves.</p>',
      },
    ],
    volatility: {
      title: "Volatility, RTP and max win",
      list: [
        {
          title: "Medium volatility",
          content:
            "<p>A classic 10-line rhythm: royals and temple symbols keep the base game moving, while the Girl, the expanding wild and the free spins carry the larger wins.</p>",
          image: "/images/games/quest-of-ra/volatility/medium-volatility-sundial.webp",
          alt: "A stone sundial whose shadow falls on the medium mark of a volatility scale",
          size: "m",
        },
        {
          title: "RTP 96.36%",
          content:
            "<p>The theoretical return to player is 96.36%, calculated over a very large number of rounds. Any single session can differ from it.</p>",
          image: "/images/games/quest-of-ra/volatility/rtp-golden-scales.webp",
          alt: "Golden Egyptian scales balancing a feather against the figure 96.36%",
          size: "m",
        },
        {
          title: "Max win 5,000x",
          content:
            "<p>A single round, free spins included, can pay up to 5,000x the bet: the value of the Girl's 500x line win on all 10 paylines.</p>",
          image: "/images/games/quest-of-ra/volatility/max-win-treasure-chamber.webp",
          alt: "A torchlit treasure chamber piled with gold beneath hieroglyphs reading 5,000x",
          size: "l",
        },
      ],
    },
    symbols: {
      title: "Symbols and paytable",
      subtitle:
        "Line pays are multiples of the total bet for matching symbols on a payline from the leftmost reel; scatter pays are for symbols anywhere",
      list: [
        {
          title: "Girl Explorer",
          multiplier: "5x: 500x · 4x: 100x · 3x: 10x · 2x: 1x",
          content:
            "<p>The explorer in a sun-faded khaki jacket, lantern raised. She is the highest-paying symbol and the only one to pay for 2 on a line.</p>",
          image: "/images/games/quest-of-ra/symbols/girl-explorer.webp",
          alt: "A young explorer in a khaki jacket and wide-brimmed hat holding up a lantern",
        },
        {
          title: "Pharaoh",
          multiplier: "5x: 200x · 4x: 40x · 3x: 4x",
          content: "<p>A gold and lapis death mask of the Pharaoh who built the temple.</p>",
          image: "/images/games/quest-of-ra/symbols/pharaoh.webp",
          alt: "A gold Pharaoh death mask striped with blue lapis lazuli",
        },
        {
          title: "Anubis",
          multiplier: "5x: 75x · 4x: 10x · 3x: 3x",
          content: "<p>A black basalt statue of the jackal-headed guardian of tombs.</p>",
          image: "/images/games/quest-of-ra/symbols/anubis.webp",
          alt: "A black statue of the jackal-headed god Anubis with gold collar",
        },
        {
          title: "Scarab",
          multiplier: "5x: 30x · 4x: 7.5x · 3x: 1.5x",
          content: "<p>A turquoise sacred scarab pushing a golden sun disc.</p>",
          image: "/images/games/quest-of-ra/symbols/scarab.webp",
          alt: "A turquoise scarab beetle amulet holding a gold sun disc",
        },
        {
          title: "Eye of Horus",
          multiplier: "5x: 30x · 4x: 7.5x · 3x: 1.5x",
          content: "<p>The protective eye painted in gold and black, paying the same as the Scarab.</p>",
          image: "/images/games/quest-of-ra/symbols/eye-of-horus.webp",
          alt: "The Eye of Horus painted in gold and black on sandstone",
        },
        {
          title: "Ace",
          multiplier: "5x: 15x · 4x: 4x · 3x: 0.5x",
          content: "<p>An Ace chiselled into sandstone and inlaid with gold.</p>",
          image: "/images/games/quest-of-ra/symbols/ace.webp",
          alt: "A letter A carved in sandstone with gold inlay",
        },
        {
          title: "King",
          multiplier: "5x: 15x · 4x: 4x · 3x: 0.5x",
          content: "<p>A sandstone King, paying the same as the Ace.</p>",
          image: "/images/games/quest-of-ra/symbols/king.webp",
          alt: "A letter K carved in sandstone with gold inlay",
        },
        {
          title: "Queen",
          multiplier: "5x: 10x · 4x: 2.5x · 3x: 0.5x",
          content: "<p>A sandstone Queen with turquoise inlay.</p>",
          image: "/images/games/quest-of-ra/symbols/queen.webp",
          alt: "A letter Q carved in sandstone with turquoise inlay",
        },
        {
          title: "Jack",
          multiplier: "5x: 10x · 4x: 2.5x · 3x: 0.5x",
          content: "<p>A sandstone Jack, paying the same as the Queen.</p>",
          image: "/images/games/quest-of-ra/symbols/jack.webp",
          alt: "A letter J carved in sandstone with turquoise inlay",
        },
        {
          title: "Ten",
          multiplier: "5x: 10x · 4x: 2.5x · 3x: 0.5x",
          content: "<p>A sandstone Ten, paying the same as the Queen and Jack.</p>",
          image: "/images/games/quest-of-ra/symbols/ten.webp",
          alt: "A number 10 carved in sandstone with turquoise inlay",
        },
        {
          title: "Falcon of Ra (Wild)",
          multiplier: "Substitutes for all symbols except the scatter · expands to fill its reel",
          content:
            '<p>The falcon-headed sun god crowned with a blazing disc. He completes line wins in place of any symbol except the Golden Sun, lands on any of the 5 reels and is an <a href="/features/expanding-wilds">expanding wild</a>: wherever he lands, he expands to all 3 positions of his reel for that spin.</p>',
          image: "/images/games/quest-of-ra/symbols/falcon-of-ra-wild.webp",
          alt: "The falcon-headed god Ra crowned with a glowing sun disc above the word WILD",
        },
        {
          title: "Golden Sun (Scatter)",
          multiplier: "5x: 20x · 4x: 5x · 3x: 2x · 3+: 10 free spins",
          content:
            "<p>A radiant golden sun disc. It pays anywhere on the reels, and 3 or more award 10 free spins.</p>",
          image: "/images/games/quest-of-ra/symbols/golden-sun-scatter.webp",
          alt: "A radiant golden sun disc engraved with hieroglyphs and the word SCATTER",
        },
      ],
    },
    multipliers: {
      title: "Win tiers",
      list: [
        {
          title: "Big Win",
          content: "<p>Wins of 20x the bet or more light the temple torches one by one.</p>",
          image: "/images/games/quest-of-ra/multipliers/big-win.webp",
        },
        {
          title: "Super Win",
          content:
            "<p>From 40x the bet the sun breaks through the ceiling and floods the chamber with light.</p>",
          image: "/images/games/quest-of-ra/multipliers/super-win.webp",
        },
        {
          title: "Mega Win",
          content: "<p>At 60x the bet or more the sanctum doors open on a hall of gold.</p>",
          image: "/images/games/quest-of-ra/multipliers/mega-win.webp",
        },
      ],
    },
    gallery: {
      title: "Gallery",
      content:
        "<p>Inside Quest of Ra: the temple reels, an expanded Falcon of Ra wild, the free spins sanctum and the Gamble card.</p>",
      list: [
        {
          alt: "The 5x3 reels framed by carved sandstone pillars in a torchlit temple corridor",
          image: "/images/games/quest-of-ra/gallery/base-game-reels.webp",
        },
        {
          alt: "Five Girl Explorer symbols across a payline paying 500x the bet",
          image: "/images/games/quest-of-ra/gallery/girl-explorer-win.webp",
        },
        {
          alt: "A Falcon of Ra wild expanded over all 3 positions of reel 3, completing wins on several paylines",
          image: "/images/games/quest-of-ra/gallery/expanded-falcon-wild.webp",
        },
        {
          alt: "Three Golden Sun scatters on the reels opening 10 free spins",
          image: "/images/games/quest-of-ra/gallery/free-spins-trigger.webp",
        },
        {
          alt: "The Gamble screen with a face-down card between RED and BLACK buttons",
          image: "/images/games/quest-of-ra/gallery/gamble-screen.webp",
        },
      ],
    },
    bonuses: {
      title: "Bonuses and special features",
      list: [
        {
          title: "Expanding Falcon of Ra wild",
          content:
            '<p>An <a href="/features/expanding-wilds">expanding wild</a> that works the same way in the base game and in free spins.</p><ol><li>A Falcon of Ra wild lands in one position on any of the 5 reels.</li><li>Golden Sun scatters are counted first, so a scatter on the same reel still pays and still counts towards free spins.</li><li>The wild expands to cover all 3 positions of its reel. A reel of wilds pays every line at least what the single wild would, so an expansion never lowers a win.</li><li>An expanded reel substitutes for every symbol except the Golden Sun in each row, so it sits on all 10 paylines.</li><li>Wilds on different reels each follow the same rule, so several reels can turn wild in one spin.</li><li>All line wins are paid, and the reel returns to normal symbols for the next spin.</li></ol>',
          images: [
            {
              image: "/images/games/quest-of-ra/special-features/expanding-falcon-wild.webp",
              alt: "The Falcon of Ra spreading his wings over a whole reel, turning all 3 positions wild",
            },
          ],
        },
        {
          title: "Free spins",
          content:
            "<ol><li>Land 3 or more Golden Sun scatters anywhere on the reels in one spin.</li><li>The scatter win and any line wins are paid first.</li><li>10 free spins begin, played at the bet that triggered them on the same 10 paylines.</li><li>The Falcon of Ra wild keeps expanding by the same rule, and the full paytable stays in play, Girl Explorer included.</li><li>When the last free spin ends, the round total is added to the balance.</li></ol>",
          images: [
            {
              image: "/images/games/quest-of-ra/special-features/free-spins-sanctum.webp",
              alt: "The inner sanctum of the temple lit by a golden sun with a counter showing 10 free spins",
            },
          ],
        },
        {
          title: "Gamble",
          content:
            '<ol><li>After any win, press Gamble instead of Collect.</li><li>A face-down playing card appears; choose RED or BLACK.</li><li>A correct guess doubles the win; a wrong guess loses it.</li><li>After a correct guess, collect or gamble again, up to 2 moves in total.</li></ol><p>More on the <a href="/features/gamble-feature">Gamble Feature</a>.</p>',
          images: [
            {
              image: "/images/games/quest-of-ra/special-features/gamble-card.webp",
              alt: "A playing card on a papyrus scroll between RED and BLACK buttons",
            },
          ],
          align: "center",
        },
      ],
    },
    rules: {
      title: "Game rules",
      content:
        "<p>Quest of Ra is a 5-reel, 3-row video slot with 10 fixed paylines. Choose a bet from 0.10 to 100.00 and press Spin.</p><ul><li>Line wins pay for matching symbols on a payline from the leftmost reel to the right, as multiples of the total bet. The Girl Explorer pays for 2 or more; all other line symbols pay for 3 or more.</li><li>Only the highest win on each payline is paid; wins on different paylines are added together.</li><li>The Falcon of Ra wild substitutes for all symbols except the Golden Sun scatter and can land on any reel.</li><li>In the base game and in free spins, a wild expands to cover all 3 positions of its reel when its whole reel would pay more than the wild in its single position. Scatters are counted before a wild expands. The expanded reel lasts for that spin only.</li><li>Golden Sun scatters pay anywhere on the reels, and scatter wins are added to line wins.</li><li>3 or more scatters award 10 free spins at the triggering bet.</li><li>After any win the player may gamble on RED or BLACK, up to 2 moves.</li><li>RTP is 96.36%. Volatility is medium. The max win is 5,000x the bet; when it is reached the round ends and 5,000x is paid.</li></ul><p>Malfunction voids all pays and plays.</p>",
      image: "/images/games/quest-of-ra/rules/paylines-map.webp",
    },
    languages: { title: "Available in 28 languages" },
    overview: [
      {
        title: "Advantages for operators",
        content:
          '<ul><li>A proven ancient Egypt theme on a compact 5x3, 10-line layout that players understand instantly.</li><li>A clear top prize: the Girl Explorer pays 500x for 5 on a line.</li><li>An <a href="/features/expanding-wilds">expanding wild</a> that turns a whole reel wild wherever it lands, in the base game and free spins alike.</li><li>10 free spins for 3 or more scatters, with no extra rules to learn.</li><li>An optional <a href="/features/gamble-feature">Gamble Feature</a> for players who like a RED or BLACK call.</li><li>RTP of 96.36%, medium volatility and a 5,000x max win.</li></ul>',
      },
      {
        title: "Mobile play",
        content:
          "<p>Quest of Ra is built in HTML5 and plays in portrait or landscape on phones and tablets, as well as in any desktop browser. The 10 paylines are drawn clearly even on small screens, an expanded wild reel stands out in gold at a glance, and the Gamble buttons are sized for a thumb tap.</p>",
      },
      {
        title: "Game strategy",
        content:
          "<p>Every spin is random, so there is no way to steer the result. It helps to know that the Girl Explorer pays from just 2 on a line, that the Golden Sun pays wherever it lands, and that the Falcon of Ra wild expands by itself wherever it lands, so there is nothing to choose. Pick a bet that suits your budget, set a stop point in advance, and keep in mind that each Gamble move can double or lose the win. The demo mode lets you explore the temple without staking money.</p>",
      },
      {
        title: "Summary",
        content:
          "<p>Quest of Ra is a straightforward 10-line adventure: a 500x Girl Explorer, an expanding Falcon of Ra wild, 10 free spins for 3 or more Golden Sun scatters and an optional RED or BLACK gamble. With 96.36% RTP, medium volatility and a 5,000x max win, it suits players who like classic slot rules in a well-drawn setting.</p>",
      },
    ],
  },
  facts: {
    release_date: "2025-01-22",
    rtp: 96.36,
    volatility: "medium",
    hit_frequency: 29.9,
    max_win: 5000,
    min_bet: 0.1,
    max_bet: 100,
    layout: "5x3",
    paylines: "10",
    features: ["expanding-wilds", "gamble-feature"],
    theme: "Ancient Egypt",
    other_tags: ["Adventure", "Explorer", "Free spins", "Expanding wilds", "Scatter pays", "Classic"],
    game_size: "19 MB",
  },
  buy_prices: [],
  idle_reel_heights: [3, 3, 3, 3, 3],
  editorial: ["min_bet", "max_bet"],
  discrepancies: [],
} satisfies GameRecordSource;

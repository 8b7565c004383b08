import { brand } from "../brand";
import { gameSummaries } from "../games";
import { quickStatFigure } from "./quick-stat";
import type { CompanyPage } from "./types";

const { city, country } = brand.headquarters;

export const aboutPage: CompanyPage = {
  meta: {
    title: `About us: a ${country} slot studio since ${brand.founded}`,
    description: `${brand.name} designs, certifies and supports HTML5 slot games for casino operators and platforms from its head office in ${city}, ${country}.`,
  },
  h1: `About ${brand.name}`,
  lead: `We are a business-to-business slot studio in ${city}, ${country}. We write the maths, draw the art, compose the sound and run the servers behind every game we sell, and we stay with each operator long after launch day.`,
  sections: [
    {
      heading: "Our story",
      paragraphs: [
        `${brand.name} was founded in ${city} in ${brand.founded} by a small group of game mathematicians and designers who had spent years on the operator side of the industry. They kept meeting the same problem: games that looked good in a pitch but could not be measured, configured or explained once they were live.`,
        `So the studio set out to build slots that operators can read as well as players can enjoy. Today ${quickStatFigure("team_members")} people work on them, and ${quickStatFigure("clients")} clients run them in ${quickStatFigure("supported_markets")} markets. Our head office is still in ${city}, at ${brand.headquarters.street}.`,
      ],
    },
    {
      heading: "What we make",
      paragraphs: [
        `Our catalogue holds ${gameSummaries.length} HTML5 video slots that play on desktop, tablet and phone from one build. Each title is built on a mechanic family we know in depth, so a new game improves on the last one instead of starting from scratch.`,
        "Every game page states its RTP, volatility and max win. Quest of Ra, for example, returns 96.36% at medium volatility with a 5,000x max win, and Wild Yoga Collector can pay up to 8,000x the bet.",
      ],
      list: [
        "Lines: Quest of Ra plays 10 paylines on 5x3 reels, Admiral Wilds plays 9, and Squid Gold X2 expands from 50 paylines to 100 in free spins.",
        "Ways: Hacker Crash Jackpot pays on 243 ways, while Monster Load-Up Hold & Win and Wild Yoga Collector pay on 1,024.",
        "FlexiWays: reel heights change on every spin, for up to 200,704 ways in Cleo's Riches FlexiWays and Frozen Fruits FlexiWays and up to 117,649 in Coral Reef FlexiWays.",
        "Cluster pays: Lucky Skulls Bonanza and Lucky Santa Bonanza pay for clusters of 8 or more, and Irish Riches Bonanza for clusters of 5 or more, with cascades after every win.",
        "Hold & Win: coins lock in place and every new one resets the respins to 3, in Yakuza Clash Hold & Win, Vampire Vault Hold & Win, Wild Dragon Respin and Monster Load-Up Hold & Win.",
        "Collectors: Leprechaun Jackpot Collector fills a 12-cell progress bar that raises its collector multiplier, and Wild Yoga Collector charges a Lotus Energy bar for extra spins.",
      ],
    },
    {
      heading: "How we work with operators",
      paragraphs: [
        "Operators connect to our games directly through one API for the whole catalogue, or through a platform or aggregator they already use. Either way, each partner gets a named account manager and an integration engineer who stay on the account after go-live.",
        "Partners sign in to the client area for info kits, promo packs, certificates and live reports, and they set RTP and volatility profiles per market from the admin panel. Members of our partnership programme receive new titles ahead of general release, so lobby placement and campaigns are ready on launch day.",
      ],
    },
    {
      heading: "Certification and compliance",
      paragraphs: [
        "Our random number generator and the maths of every game are tested by independent, accredited test laboratories before a game goes live in a regulated market. A game launches in a market only once the certificate for that market has been issued.",
        "Each certified build is fingerprinted, and any change to the maths, the RNG or the game client goes back through testing before it reaches players. Every RTP profile an operator can choose in the admin panel is certified in its own right; nothing is adjusted outside those profiles.",
      ],
      list: [
        "Outcomes are decided on our servers, never in the player's browser.",
        "Market rules are applied per jurisdiction: features such as Buy Bonus, Gamble or autoplay are switched off where local rules require it.",
        "Certificates for each game and market are available to partners in the client area.",
      ],
    },
    {
      heading: "Our team and values",
      paragraphs: [
        `The studio brings together mathematicians, artists, animators, composers, game developers, platform engineers, compliance specialists and account managers. Most of us work from ${city}, and some work remotely from elsewhere in the EU. Together we bring ${quickStatFigure("management_experience")} years of management experience from across the industry.`,
      ],
      list: [
        "Measure first: a feature earns its place with data from play tests and live games, not opinions.",
        "Say what a game does: rules, RTP and max win are written so a player can understand them.",
        "Own the whole game: maths, art, sound, code and support sit under one roof.",
        "Stay after launch: a game is finished when it performs well for the operator, not when it ships.",
      ],
    },
    {
      heading: "Responsible gaming",
      paragraphs: [
        `Our games are for adults: this site and its demos are intended for people aged ${brand.responsibleGambling.minimumAge} and over, and every demo asks visitors to confirm their age before it starts. Demos use play money only and cannot be played for real stakes.`,
        "In live games we support the player-protection tools of each operator and market, including reality checks, session and loss limits, and the switching off of features where local rules ask for it. We do not design features that present a loss as a win.",
        `Gambling can be addictive. Anyone who feels it is becoming a problem can find free, confidential help at ${brand.responsibleGambling.helpLabel}.`,
      ],
    },
  ],
};

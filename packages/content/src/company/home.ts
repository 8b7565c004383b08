import { brand } from "../brand";
import { gameSummaries } from "../games";
import { quickStatFigure } from "./quick-stat";
import type { HomeContent } from "./types";

export const homeContent: HomeContent = {
  meta: {
    title: "B2B slot games for casino operators and platforms",
    description: `${brand.name} builds certified HTML5 slots for operators: ${gameSummaries.length} titles, one integration, real-time analytics and configurable RTP.`,
  },
  hero: {
    kicker: "B2B slot studio",
    heading: brand.tagline,
    lead: "Certified HTML5 slots, one integration for the whole catalogue, and the numbers behind every spin. We build games that bring players back and give your team the controls to run them.",
    primaryCta: { label: "View All Games", to: "/games" },
    secondaryCta: { label: "Become a partner", to: "/contact-us" },
  },
  strategicValues: {
    heading: "What partners get",
    lead: "Everything an operator needs to launch a game, run it well and know how it performs.",
    items: [
      {
        id: "custom-integration",
        title: "Custom integration",
        text: "One API connects the whole catalogue to your platform, or take our games through the aggregator you already use. A named integration engineer stays with your team from the first sandbox call to the first live round.",
      },
      {
        id: "real-time-analytics",
        title: "Real-time analytics",
        text: "Rounds, turnover, realised RTP and bonus-buy share per game, market and currency, updated live in the client area. The same figures export as CSV for your own reporting tools.",
      },
      {
        id: "early-access",
        title: "Early access through our partnership programme",
        text: "Programme members get new titles, their maths sheets and promo packs weeks before general release. Lobby placement and campaigns can be ready on launch day.",
      },
      {
        id: "dedicated-support",
        title: "A dedicated support team",
        text: "Every partner has a named account manager and integration engineer. Incidents on live games are answered around the clock, every day of the year.",
      },
      {
        id: "player-retention",
        title: "High player retention",
        text: "Our features reward staying with a game: respins that reset with every new coin, free spins that retrigger and collector bars that carry progress through a bonus. They are designed around session length, not one-off spikes.",
      },
      {
        id: "graphics-and-audio",
        title: "Outstanding graphics and audio",
        text: "Every title is drawn, animated and scored by our own artists and composers. Art is laid out for a phone held upright first, and soundtracks build as a bonus does.",
      },
      {
        id: "certified-rng",
        title: "Certified random number generation",
        text: "Every outcome comes from a random number generator tested by independent, accredited laboratories. Each game's maths is verified against its published RTP before it goes live in a regulated market.",
      },
      {
        id: "security-and-privacy",
        title: "Security and data privacy",
        text: "Traffic is encrypted in transit, and access to production systems is least-privilege and logged. A game round needs a session token and a currency, never a player's name, so that is all we receive.",
      },
      {
        id: "fraud-prevention",
        title: "Fraud prevention",
        text: "Outcomes are decided on our servers, never in the browser. Automated alerts flag unusual win patterns, bonus-buy abuse and duplicate round requests for review.",
      },
      {
        id: "multi-currency",
        title: "Multi-currency support",
        text: `Bets and wins in ${quickStatFigure("currencies")} currencies, with a bet ladder set per currency so minimum and maximum stakes make sense in every market you serve.`,
      },
      {
        id: "configurable-rtp-and-volatility",
        title: "RTP and volatility from the admin panel",
        text: "Choose between certified RTP and volatility profiles per game and per market in the admin panel. A change applies to new sessions only and is kept in an audit log.",
      },
    ],
  },
  whySpecial: {
    heading: "Why our games are special",
    lead: "Four things we check in every title before it leaves the studio.",
    items: [
      {
        id: "retention",
        title: "Retention",
        text: "Progress that players can see gives them a reason to keep playing. In Leprechaun Jackpot Collector a 12-cell progress bar lifts the collector multiplier to x2, x3 and finally x10 as it fills.",
      },
      {
        id: "dynamics",
        title: "Dynamics",
        text: "Cascades, expanding paylines and FlexiWays reels keep the screen moving between wins. Squid Gold X2 doubles its 50 paylines to 100 in free spins, and Cleo's Riches FlexiWays adds 1x to its multiplier with every cascade.",
      },
      {
        id: "security",
        title: "Security",
        text: "Certified RNG, outcomes decided on the server and a published RTP on every game page. Players, operators and regulators can all see what a game returns in theory.",
      },
      {
        id: "trends",
        title: "Trends",
        text: "We build what lobbies are asking for, from Hold & Win jackpots to cluster pays. Hacker Crash Jackpot stages a server hack on 243 ways with a Grand Jackpot to drain, and Lucky Skulls Bonanza sets Day of the Dead cascades on a 6x5 grid.",
      },
    ],
  },
  gamesTeaser: {
    heading: "Our games",
    lead: `${gameSummaries.length} titles across lines, ways, FlexiWays, cluster pays, Hold & Win and collectors. Open any game page for its RTP, volatility, max win and a free demo.`,
    viewAll: { label: "View All Games", to: "/games" },
  },
  quickStats: {
    heading: "The studio in numbers",
    lead: "The reach behind every title we ship: partners, people, markets, languages and currencies.",
  },
  careersTeaser: {
    heading: "Build slots with us",
    text: `We are ${quickStatFigure("team_members")} mathematicians, artists, game developers, platform engineers and account managers, based in ${brand.headquarters.city} and across the EU. Our games reach players in ${quickStatFigure("supported_markets")} markets, and we are hiring.`,
    readMore: { label: "Read More", to: "/careers" },
    applyLabel: "Apply now:",
    applyEmail: brand.contacts.careers,
  },
  news: {
    heading: "News and articles",
    lead: "Releases, partnerships, events and certifications from the studio.",
    empty:
      "No news has been published yet. Releases, events and certifications will appear here as soon as we announce them.",
  },
  partners: {
    heading: "Our partners",
    lead: "Casino operators, platforms and aggregators that run our games in their lobbies.",
  },
  mediaPartners: {
    heading: "Media partners",
    lead: "The publications, podcasts and events that bring our releases and our thinking to the industry.",
  },
};

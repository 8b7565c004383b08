import { brand } from "../brand";
import type { CompanyPage } from "./types";

const { contacts } = brand;

export const guidePage: CompanyPage = {
  meta: {
    title: "Operator guide: from first contact to go-live",
    description: `How operators integrate ${brand.name} games: partnership, client area, API or aggregator integration, certification, RTP set-up, launch and reporting.`,
  },
  h1: "Operator guide",
  lead: "Everything an operator or platform needs to take our games from a first conversation to a live lobby, and how to get the most from this site along the way.",
  sections: [
    {
      heading: "From first contact to go-live",
      paragraphs: [
        "Most integrations take a few weeks from signed agreement to first live round. Certification in a new market can add time, so tell us early which markets you plan to open.",
      ],
      list: [
        `Contact: tell us who you are, where you operate and which platform you run, through the contact form or at ${contacts.sales}.`,
        "Partnership agreement: we agree the commercial terms, the markets and the games, and whether you join the partnership programme for early access.",
        "Client area account: your team receives client area accounts for downloads, certificates, reports and the admin panel.",
        "Integration: connect directly through our API, or switch our games on through a platform or aggregator you already use.",
        "Certification per market: we confirm that every game you plan to offer is certified for each of your markets before it goes live.",
        "Configuration: choose the RTP and volatility profile of each game for each market, and set the bet ladder for each currency.",
        "Launch and promotion: schedule the release, then use the info kit and promo pack from the client area for your lobby and campaigns.",
        "Reporting: follow rounds, turnover and realised RTP per game, market and currency in the client area from the first day.",
      ],
    },
    {
      heading: "Integrating through the API or an aggregator",
      paragraphs: [
        "A direct integration uses one API for the whole catalogue: you launch a game with a session token, and our server calls your wallet to debit bets and credit wins. A sandbox with test wallets is available from the first day, and your integration engineer reviews the flow with you before go-live.",
        "If your platform or aggregator already carries our catalogue, there is no separate integration: the games are switched on for your brand and configured in the same admin panel. New releases then reach your lobby on the launch date.",
      ],
    },
    {
      heading: "What is in the client area",
      paragraphs: [
        "Partners sign in to the client area with the accounts created during onboarding. Access is per person, so each colleague has their own sign-in.",
      ],
      list: [
        "Info kit for each game: the game sheet with its facts, rules and feature descriptions, ready for your product and support teams.",
        "Promo pack for each game: logos, key art, banners and short videos for lobbies and campaigns.",
        "Certificates for each game and market, and the version details of each certified build.",
        "The admin panel: RTP and volatility profiles per game and market, bet ladders per currency, and the audit log of every change.",
        "Real-time reports: rounds, turnover, realised RTP and bonus-buy share, with CSV exports.",
        "Early-access builds and release dates for members of the partnership programme.",
      ],
    },
    {
      heading: "Configuring RTP and volatility",
      paragraphs: [
        "Each game offers a set of RTP and volatility profiles, and every profile is certified on its own. You choose one profile per game and per market in the admin panel; markets that fix a minimum RTP only show the profiles that meet it.",
        "A new profile applies to sessions started after the change, never to a round in progress. Every change records who made it and when, so your compliance team can show the history to a regulator.",
      ],
    },
    {
      heading: "How demos work on this site",
      paragraphs: [
        `Every game page can open a demo of the game. Demos play with fun money only: there is nothing to deposit, and demo wins cannot be withdrawn. Before the first demo, visitors confirm that they are ${brand.responsibleGambling.minimumAge} or over.`,
        "On a computer the demo opens in a window over the page. On a phone or tablet it opens in a new browser window, or in the same window in Safari on iPhone and iPad. If nothing opens, allow pop-up windows for this site in your browser settings and try again.",
      ],
    },
    {
      heading: "How to read a game page",
      paragraphs: [
        "Each game page opens with a description and the game's special features, then shows its figures, paytable, bonuses and rules. The facts table sums up the game for a product team.",
      ],
      list: [
        "RTP: the theoretical return to player, in per cent of all bets, calculated over a very large number of rounds. A single session can return more or less.",
        "Volatility: how wins are spread. Low volatility means frequent, smaller wins; high volatility means rarer, larger wins. Most of our games are medium.",
        "Max win: the largest amount one round can pay, as a multiple of the bet.",
        "Hit frequency: the share of rounds that return a win of any size.",
        "Layout and paylines: the grid of reels and rows, and how wins are counted, in lines, ways or clusters.",
        "Features: the mechanics a game uses, each linked to its feature page, such as Hold & Win or Buy Bonus.",
        "Bets, currencies, languages and platforms: the stake range, how many currencies and languages the game supports, and the devices it runs on.",
        "Info kit and promo pack: whether these downloads are available for the game in the client area.",
      ],
    },
    {
      heading: "Support contacts",
      paragraphs: [
        "Partners with a live integration also have their account manager and integration engineer. For anything else, write to the right team and we reply within one working day.",
      ],
      list: [
        `New partnerships and game licensing: ${contacts.sales}`,
        `Platforms and aggregators: ${contacts.partnerships}`,
        `Integration and technical support: ${contacts.support}`,
        `Press and media: ${contacts.press}`,
        `Phone: ${contacts.phone}`,
      ],
    },
  ],
};

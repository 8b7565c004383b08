import type { MediaPartner, Partner } from "./types";

/** Operators, platforms and aggregators shown on the home page, operators first. */
export const partners: Partner[] = [
  {
    id: "tessaluna-casino",
    name: "Tessaluna Casino",
    kind: "operator",
    market: "Italy and Spain",
    note: "Runs our Hold & Win titles in a dedicated jackpot lobby and joins every early-access release.",
  },
  {
    id: "vantorelle-casino",
    name: "Vantorelle Casino",
    kind: "operator",
    market: "Nordics",
    note: "Took the full catalogue through a single API integration and reports on it from our client area.",
  },
  {
    id: "merrowind-play",
    name: "Merrowind Play",
    kind: "operator",
    market: "Central and Eastern Europe",
    note: "Runs separate RTP profiles per market from the admin panel across its regional brands.",
  },
  {
    id: "ostravine-bet",
    name: "Ostravine Bet",
    kind: "operator",
    market: "Latin America",
    note: "Launched our cluster pays and FlexiWays titles with localised promo packs in Spanish and Portuguese.",
  },
  {
    id: "hexmarrow-systems",
    name: "Hexmarrow Systems",
    kind: "platform",
    market: "Baltics and Central Europe",
    note: "Casino platform that offers our games to its operators as a ready-made content module.",
  },
  {
    id: "pellatrix",
    name: "Pellatrix",
    kind: "platform",
    market: "Southern Europe",
    note: "Turnkey platform with our multi-currency bet ladders built into its wallet.",
  },
  {
    id: "ravelgrid",
    name: "Ravelgrid",
    kind: "aggregator",
    market: "Europe and Latin America",
    note: "Content aggregator carrying our catalogue to its operator network through one connection.",
  },
  {
    id: "oxlumen-hub",
    name: "Oxlumen Hub",
    kind: "aggregator",
    market: "Europe and Africa",
    note: "Aggregator that adds each new release to its lobby feed on our launch date.",
  },
];

/** Industry media and events the studio works with. */
export const mediaPartners: MediaPartner[] = [
  {
    id: "slotwright-review",
    name: "Slotwright Review",
    kind: "publication",
    note: "Online trade magazine for slot design and operations that publishes our release notes and maths deep-dives.",
  },
  {
    id: "payline-ledger",
    name: "The Payline Ledger",
    kind: "publication",
    note: "Monthly business newsletter for casino operators, where our analysts write on retention data.",
  },
  {
    id: "volatility-hour",
    name: "Volatility Hour",
    kind: "podcast",
    note: "Podcast on game mathematics and product design that regularly hosts our designers.",
  },
  {
    id: "valmorra-gaming-summit",
    name: "Valmorra Gaming Summit",
    kind: "event",
    note: "Annual conference for game studios and operators, where we exhibit and demo new titles.",
  },
  {
    id: "lumenfair-gaming-expo",
    name: "Lumenfair Gaming Expo",
    kind: "event",
    note: "Regional trade show for platform and aggregator teams, where we run integration workshops.",
  },
];

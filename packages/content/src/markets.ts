/**
 * The markets a partner sets an RTP version for, per game, in the client area (decision 28). The
 * specification names no jurisdictions, so this is the studio's short list of licensed online markets,
 * each with its regulator. No minimum RTP is recorded: none could be backed by a regulator's text here,
 * and a wrong legal figure would be worse than none, so every version may be picked for every market and
 * the partner answers for its own licence conditions.
 */
export const markets = [
  { id: "uk", name: "United Kingdom", regulator: "Gambling Commission" },
  { id: "mt", name: "Malta", regulator: "Malta Gaming Authority" },
  { id: "se", name: "Sweden", regulator: "Spelinspektionen" },
  { id: "dk", name: "Denmark", regulator: "Spillemyndigheden" },
  { id: "nl", name: "Netherlands", regulator: "Kansspelautoriteit" },
  { id: "on", name: "Ontario", regulator: "Alcohol and Gaming Commission of Ontario" },
] as const;

export type Market = (typeof markets)[number];
export type MarketId = Market["id"];

export const marketIds = markets.map((market) => market.id) as [MarketId, ...MarketId[]];

/**
 * The markets a partner sets an RTP version for, per game, in the client area (decision 28). The
 * specification names no jurisdictions, so this is the studio's short list of licensed online markets,
 * each with its regulator. No minimum RTP is recorded: none could be backed by a regulator's text here,
 * and a wrong legal figure would be worse than none, so every version may be picked for every market and
 * the partner answers for its own licence conditions.
 *
 * `jurisdiction` is the demo build a partner's links for the market launch (decision 31): the markets
 * without a profile of their own play the international (.com) one.
 */
export const markets = [
  { id: "uk", name: "United Kingdom", regulator: "Gambling Commission", jurisdiction: "uk" },
  { id: "mt", name: "Malta", regulator: "Malta Gaming Authority", jurisdiction: "mt" },
  { id: "se", name: "Sweden", regulator: "Spelinspektionen", jurisdiction: "com" },
  { id: "dk", name: "Denmark", regulator: "Spillemyndigheden", jurisdiction: "com" },
  { id: "nl", name: "Netherlands", regulator: "Kansspelautoriteit", jurisdiction: "com" },
  { id: "on", name: "Ontario", regulator: "Alcohol and Gaming Commission of Ontario", jurisdiction: "com" },
] as const;

export type Market = (typeof markets)[number];
export type MarketId = Market["id"];

export const marketIds = markets.map((market) => market.id) as [MarketId, ...MarketId[]];

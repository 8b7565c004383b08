import { gameSummaries } from "@quillspin/content";
import { type RoundStatus, roundStatuses } from "./integration-types";

/** The rounds page's filters as its address carries them: what a GET form of the page submits. */
export interface RoundFilters {
  player_id: string;
  game: string;
  status: string;
  /** `datetime-local` values, read as UTC. */
  from: string;
  to: string;
}

export const filterNames = ["player_id", "game", "status", "from", "to"] as const;

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** A `datetime-local` value as the API's ISO 8601 UTC time, or null when it is not one. */
export function utcOf(local: string): string | null {
  if (!LOCAL_DATE_TIME.test(local)) return null;
  const iso = `${local.length === 16 ? `${local}:00` : local}.000Z`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

const isGame = (slug: string) => gameSummaries.some((game) => game.slug === slug);
const isStatus = (status: string): status is RoundStatus =>
  (roundStatuses as readonly string[]).includes(status);

/** The filters in an address; a value the API would refuse (an unknown game, a malformed date) is dropped. */
export function filtersOf(params: URLSearchParams): RoundFilters {
  const read = (name: string) => (params.get(name) ?? "").trim();
  const from = read("from");
  const to = read("to");
  return {
    player_id: read("player_id").slice(0, 128),
    game: isGame(read("game")) ? read("game") : "",
    status: isStatus(read("status")) ? read("status") : "",
    from: utcOf(from) ? from : "",
    to: utcOf(to) ? to : "",
  };
}

/** The API's query for the filters (and a cursor), empty filters left out. */
export function apiQueryOf(filters: RoundFilters, cursor?: string | null): string {
  const query = new URLSearchParams();
  if (filters.player_id) query.set("player_id", filters.player_id);
  if (filters.game) query.set("game", filters.game);
  if (filters.status) query.set("status", filters.status);
  const from = utcOf(filters.from);
  const to = utcOf(filters.to);
  if (from) query.set("from", from);
  if (to) query.set("to", to);
  if (cursor) query.set("cursor", cursor);
  return query.toString();
}

/** The page's own query for the filters, as the form submits them, with an optional cursor. */
export function pageQueryOf(filters: RoundFilters, cursor?: string | null): string {
  const query = new URLSearchParams();
  for (const name of filterNames) if (filters[name]) query.set(name, filters[name]);
  if (cursor) query.set("cursor", cursor);
  const text = query.toString();
  return text ? `?${text}` : "";
}

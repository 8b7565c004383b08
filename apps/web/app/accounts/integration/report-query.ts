/**
 * The report's and the fraud signals' filters as the page's address carries them (a GET form of the
 * page, so a report can be linked and reloaded) and as the API's query. Values are passed on as typed:
 * the API judges them and its refusal ("a report covers at most 92 days…") is what the page shows.
 */
export interface ReportFilters {
  /** UTC days, YYYY-MM-DD; empty: the API's default (the 30 days up to today). */
  from: string;
  to: string;
  /** An ISO 4217 code, or empty for every currency. */
  currency: string;
  /** A game's slug, or empty for every game. */
  game: string;
}

export const reportFilterNames = ["from", "to", "currency", "game"] as const;

/** Longer than any day, code or slug the API takes: enough to carry its refusal, not a page of text. */
const MAX_VALUE = 100;

/** The filters in an address, trimmed; a currency is read in capitals, as ISO 4217 writes it. */
export function reportFiltersOf(params: URLSearchParams): ReportFilters {
  const read = (name: string) => (params.get(name) ?? "").trim().slice(0, MAX_VALUE);
  return { from: read("from"), to: read("to"), currency: read("currency").toUpperCase(), game: read("game") };
}

/** The query for the filters, empty ones left out: the API's and the page's are the same names. */
export function reportQueryOf(
  filters: ReportFilters,
  names: readonly (keyof ReportFilters)[] = reportFilterNames,
) {
  const query = new URLSearchParams();
  for (const name of names) if (filters[name]) query.set(name, filters[name]);
  const text = query.toString();
  return text ? `?${text}` : "";
}

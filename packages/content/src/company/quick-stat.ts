import { quickStats } from "../quick-stats";

type QuickStatId = (typeof quickStats)[number]["id"];

/** A quick stat as the home page shows it (e.g. "140+"), so page copy never quotes a different figure. */
export function quickStatFigure(id: QuickStatId): string {
  const stat = quickStats.find((candidate) => candidate.id === id);
  if (!stat) throw new Error(`Unknown quick stat: ${id}`);
  return `${stat.value}${stat.suffix}`;
}

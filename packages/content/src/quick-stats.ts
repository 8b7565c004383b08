/**
 * The home page's quick stats: a module of their own, apart from `brand.ts`, because the site's header
 * and footer read the brand on every page while only the home page's loader and the company pages
 * read these (with the game list, which the count comes from).
 */
import { gameSummaries } from "./games";

/** Quick stats of the home page (site.md section 2), in the spec's label order. */
export const quickStats = [
  { id: "clients", label: "Clients", value: 140, suffix: "+" },
  { id: "team_members", label: "Team members", value: 85, suffix: "" },
  { id: "supported_markets", label: "Supported markets", value: 32, suffix: "" },
  { id: "supported_languages", label: "Supported languages", value: 28, suffix: "" },
  {
    id: "management_experience",
    label: "Cumulative years of management experience",
    value: 110,
    suffix: "+",
  },
  { id: "offered_games", label: "Offered games", value: gameSummaries.length, suffix: "" },
  { id: "currencies", label: "Currencies", value: 160, suffix: "+" },
] as const;

import { defaultLocale, isLocaleCode } from "@quillspin/contracts";
import { type MessageArea, type MessagesWith, messagesOf, withAreas } from "./messages";

type MetaMatch = { id: string; data?: unknown } | undefined;

/** The strings for a route's `meta`, in the locale the root loader chose, with the areas named. */
export function messagesForMeta<const Areas extends readonly MessageArea[]>(
  matches: readonly MetaMatch[],
  ...areas: Areas
): MessagesWith<Areas> {
  const root = matches.find((match) => match?.id === "root")?.data as { locale?: unknown } | undefined;
  const locale = isLocaleCode(root?.locale) ? root.locale : defaultLocale;
  return withAreas(messagesOf(locale), locale, areas);
}

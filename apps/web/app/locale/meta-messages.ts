import { defaultLocale, isLocaleCode } from "@quillspin/contracts";
import { type Messages, messagesOf } from "./messages";

type MetaMatch = { id: string; data?: unknown } | undefined;

/** The strings for a route's `meta`, in the locale the root loader chose. */
export function messagesForMeta(matches: readonly MetaMatch[]): Messages {
  const root = matches.find((match) => match?.id === "root")?.data as { locale?: unknown } | undefined;
  return messagesOf(isLocaleCode(root?.locale) ? root.locale : defaultLocale);
}

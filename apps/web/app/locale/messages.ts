import type { LocaleCode } from "@quillspin/contracts";
import type en from "./en";

/** The strings every page uses (header, footer, consent, errors, page texts shared across areas). */
export type Messages = typeof en;

/** Each locale's common strings are a chunk of their own, loaded on first use (site.md section 1). */
const loaders: Record<LocaleCode, () => Promise<{ default: Messages }>> = {
  en: () => import("./en"),
};

const loaded = new Map<LocaleCode, Messages>();

export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = (await loaders[locale]()).default;
  loaded.set(locale, messages);
  return messages;
}

/** The strings of a locale already loaded by `loadMessages` (the root loader and the client entry do it). */
export function messagesOf(locale: LocaleCode): Messages {
  const messages = loaded.get(locale);
  if (!messages) throw new Error(`Messages for locale "${locale}" are not loaded`);
  return messages;
}

/**
 * The strings of one area of the site that few pages show (the account pages, the demo player, the
 * roadmap...), in every locale: `locale/areas/<area>.ts`, imported by the modules that render them, so
 * they travel in those pages' chunks instead of every page's first load (decision 22). A module reads
 * them with `useMessages(area)` or `withAreas`, and the compiler refuses an area it did not ask for.
 */
export type MessageArea<Key extends string = string, Strings = unknown> = {
  readonly key: Key;
  readonly byLocale: Readonly<Record<LocaleCode, Strings>>;
};

export function messageArea<const Key extends string, Strings>(
  key: Key,
  byLocale: Record<LocaleCode, Strings>,
): MessageArea<Key, Strings> {
  return { key, byLocale };
}

/** One area's strings in any locale. */
export type AreaStrings<Area extends MessageArea> = Area["byLocale"][LocaleCode];

export type MessagesWith<Areas extends readonly MessageArea[]> = Messages & {
  readonly [Area in Areas[number] as Area["key"]]: AreaStrings<Area>;
};

/** The common strings of a locale with the given areas' strings beside them, under the areas' keys. */
export function withAreas<const Areas extends readonly MessageArea[]>(
  messages: Messages,
  locale: LocaleCode,
  areas: Areas,
): MessagesWith<Areas> {
  if (areas.length === 0) return messages as MessagesWith<Areas>;
  return Object.assign(
    {},
    messages,
    ...areas.map((area) => ({ [area.key]: area.byLocale[locale] })),
  ) as MessagesWith<Areas>;
}

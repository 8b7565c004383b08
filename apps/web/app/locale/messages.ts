import type { LocaleCode } from "@quillspin/contracts";
import type en from "./en";

export type Messages = typeof en;

/** Each locale's strings are a chunk of their own, loaded on first use (site.md section 1). */
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

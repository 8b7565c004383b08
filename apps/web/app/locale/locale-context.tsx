import { defaultLocale, type LocaleCode } from "@quillspin/contracts";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { type MessageArea, type MessagesWith, messagesOf, withAreas } from "./messages";

const LocaleContext = createContext<LocaleCode>(defaultLocale);

export function LocaleProvider({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleCode {
  return useContext(LocaleContext);
}

/** The locale's common strings, with the strings of the areas named (`locale/areas/*`). */
export function useMessages<const Areas extends readonly MessageArea[]>(
  ...areas: Areas
): MessagesWith<Areas> {
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the areas are module constants, compared one by one
  return useMemo(() => withAreas(messagesOf(locale), locale, areas), [locale, ...areas]);
}

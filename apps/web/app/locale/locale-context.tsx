import { defaultLocale, type LocaleCode } from "@quillspin/contracts";
import { createContext, type ReactNode, useContext } from "react";
import { type Messages, messagesOf } from "./messages";

const LocaleContext = createContext<LocaleCode>(defaultLocale);

export function LocaleProvider({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleCode {
  return useContext(LocaleContext);
}

export function useMessages(): Messages {
  return messagesOf(useLocale());
}

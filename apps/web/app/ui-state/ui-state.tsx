import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

/** The page-wide interface state of site.md section 3 that more than one component reads. */
interface UiState {
  isOpenMobileMenu: boolean;
  setOpenMobileMenu: (open: boolean) => void;
  isShowedModalSubscribe: boolean;
  setShowedModalSubscribe: (shown: boolean) => void;
  isShowedCookieSettings: boolean;
  setShowedCookieSettings: (shown: boolean) => void;
}

const UiStateContext = createContext<UiState | null>(null);

export function UiStateProvider({ children }: { children: ReactNode }) {
  const [isOpenMobileMenu, setOpenMobileMenu] = useState(false);
  const [isShowedModalSubscribe, setShowedModalSubscribe] = useState(false);
  const [isShowedCookieSettings, setShowedCookieSettings] = useState(false);
  const value = useMemo(
    () => ({
      isOpenMobileMenu,
      setOpenMobileMenu,
      isShowedModalSubscribe,
      setShowedModalSubscribe,
      isShowedCookieSettings,
      setShowedCookieSettings,
    }),
    [isOpenMobileMenu, isShowedModalSubscribe, isShowedCookieSettings],
  );
  return <UiStateContext.Provider value={value}>{children}</UiStateContext.Provider>;
}

export function useUiState(): UiState {
  const state = useContext(UiStateContext);
  if (!state) throw new Error("useUiState needs a UiStateProvider above it");
  return state;
}

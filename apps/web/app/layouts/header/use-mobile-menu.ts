import type { FocusTrap } from "focus-trap";
import { type RefObject, useEffect } from "react";
import { useLocation } from "react-router";
import { useUiState } from "../../ui-state/ui-state";

/** The class the page body carries while the mobile menu is open (it stops the page scrolling). */
export const MOBILE_MENU_BODY_CLASS = "mobile-menu-open";

/**
 * Keeps the mobile menu's side effects in one place: the body class, a focus trap around the menu
 * and its toggle, Escape to close, and closing on navigation.
 */
export function useMobileMenu(container: RefObject<HTMLElement | null>) {
  const { isOpenMobileMenu, setOpenMobileMenu } = useUiState();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the menu on every navigation
  useEffect(() => {
    setOpenMobileMenu(false);
  }, [location.key, setOpenMobileMenu]);

  useEffect(() => {
    document.body.classList.toggle(MOBILE_MENU_BODY_CLASS, isOpenMobileMenu);
    let trap: FocusTrap | null = null;
    let closed = false;
    const element = container.current;
    if (isOpenMobileMenu && element) {
      // focus-trap loads when a menu first opens: wide screens never show the burger.
      void import("focus-trap").then(({ createFocusTrap }) => {
        if (closed) return;
        trap = createFocusTrap(element, {
          // The burger that opened the menu is inside the trap, and the trap may arrive after the
          // visitor has moved on into the menu: it must not pull focus back to the first control.
          initialFocus: false,
          escapeDeactivates: true,
          clickOutsideDeactivates: true,
          returnFocusOnDeactivate: true,
          onDeactivate: () => setOpenMobileMenu(false),
        });
        trap.activate();
      });
    }
    return () => {
      closed = true;
      trap?.deactivate({ onDeactivate: () => {} });
      document.body.classList.remove(MOBILE_MENU_BODY_CLASS);
    };
  }, [isOpenMobileMenu, container, setOpenMobileMenu]);

  return {
    open: isOpenMobileMenu,
    toggle: () => setOpenMobileMenu(!isOpenMobileMenu),
    close: () => setOpenMobileMenu(false),
  };
}

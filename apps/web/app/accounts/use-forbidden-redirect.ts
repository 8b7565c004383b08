import { useCallback } from "react";
import { useNavigate } from "react-router";
import { ApiRequestError } from "../api/api-request-error";
import { useLocale } from "../locale/locale-context";
import { localizePath } from "../locale/localized-link";

/**
 * For a signed-in account refused a resource (403): replaces the page with /forbidden, so going back
 * does not ask again. Answers whether it did.
 */
export function useForbiddenRedirect(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiRequestError) || error.status !== 403) return false;
      navigate(localizePath("/forbidden", locale), { replace: true });
      return true;
    },
    [navigate, locale],
  );
}

/** The back office's sign-in form; every other back-office page requires a signed-in staff member. */
export const SIGN_IN_PATH = "/admin/sign-in";

const HOME = "/admin";

/**
 * The back-office page to open after signing in: only a path of this site under /admin (never another
 * origin, never the sign-in form itself), the dashboard otherwise.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return HOME;
  const base = "https://site.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return HOME;
  }
  const inBackOffice = url.pathname === HOME || url.pathname.startsWith(`${HOME}/`);
  if (url.origin !== base || !inBackOffice || url.pathname.startsWith(SIGN_IN_PATH)) return HOME;
  return `${url.pathname}${url.search}`;
}

/** The sign-in form that returns to `from` afterwards; `ended` says the session timed out or was ended. */
export function signInAddress(from: URL, ended: boolean): string {
  const query = new URLSearchParams();
  const back = safeReturnPath(`${from.pathname}${from.search}`);
  if (back !== HOME) query.set("returnTo", back);
  if (ended) query.set("ended", "1");
  const search = query.toString();
  return search ? `${SIGN_IN_PATH}?${search}` : SIGN_IN_PATH;
}

/** Reads one cookie's value from a `Cookie` header or `document.cookie`; null when it is absent. */
export function readCookie(cookies: string | null | undefined, name: string): string | null {
  if (!cookies) return null;
  for (const pair of cookies.split(";")) {
    const [key, ...rest] = pair.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return rest.join("=");
      }
    }
  }
  return null;
}

// The JavaScript a visit really fetches: the page opened in Chromium, every script response recorded
// from navigation until the page has been quiet for a while. Unlike the build manifest's first-load
// graph (packages/build-tools/src/route-weights.ts), this counts what loads right after the first
// paint too (the session's code, lazy widgets, chunks those pull in), which a visitor pays for as well.
import { launchChromium } from "./headless-chromium";

/** How long the page must fetch no script before the visit is over: longer than any idle-time import. */
const QUIET_MS = 3_000;
/** A visit never lasts longer than this, whatever keeps loading. */
const VISIT_LIMIT_MS = 15_000;

/** Same-origin script paths (`/assets/….js`) a visit to `url` fetched, in the order they arrived. */
export async function scriptsFetchedOnVisit(url: string): Promise<string[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const origin = new URL(url).origin;
    const scripts: string[] = [];
    let lastScriptAt = Date.now();
    page.on("response", (response) => {
      const request = response.request();
      const requested = new URL(request.url());
      if (request.resourceType() !== "script" || requested.origin !== origin) return;
      if (!scripts.includes(requested.pathname)) scripts.push(requested.pathname);
      lastScriptAt = Date.now();
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: "load" });
    lastScriptAt = Math.max(lastScriptAt, Date.now());
    while (Date.now() - lastScriptAt < QUIET_MS && Date.now() - started < VISIT_LIMIT_MS) {
      await page.waitForTimeout(250);
    }
    return scripts;
  } finally {
    await browser.close();
  }
}

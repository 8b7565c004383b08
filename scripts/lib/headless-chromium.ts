import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium (never a downloaded browser); `CHROME_PATH` points elsewhere. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? "/usr/bin/chromium";
}

/**
 * The flags every headless run here needs: no sandbox (containers run as root), no GPU process
 * compositing (WebGL still runs through SwiftShader), no background fetches that would add noise to
 * what a visit loads. Lighthouse's launcher takes them with `--headless=new` in front.
 */
export const chromiumFlags = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] as const;

/** Debian's Chromium, headless, with the flags this sandbox needs: for the tests and the bench. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ["--headless", ...chromiumFlags] });
}

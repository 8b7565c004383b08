import { describe, expect, it } from "vitest";
import { demoOpeningFor, isIosSafari, isMobile } from "./device";

const userAgents = {
  iPhoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  iPhoneChrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  iPhoneFirefox:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15",
  iPhoneEdge:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.2592.56 Mobile/15E148 Safari/605.1.15",
  iPadSafari:
    "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36",
  samsungInternet:
    "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  androidTabletChrome:
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Safari/537.36",
  desktopChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  desktopFirefox: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
  desktopSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  linuxChrome:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
};

describe("demo device detection", () => {
  it("opens the demo in the current window only in Safari on iPhone and iPad", () => {
    expect(isIosSafari(userAgents.iPhoneSafari)).toBe(true);
    expect(isIosSafari(userAgents.iPadSafari)).toBe(true);
    expect(demoOpeningFor(userAgents.iPhoneSafari)).toBe("current-window");
    expect(demoOpeningFor(userAgents.iPadSafari)).toBe("current-window");
  });

  it("treats other browsers on iOS as mobile browsers that open a new window", () => {
    for (const ua of [userAgents.iPhoneChrome, userAgents.iPhoneFirefox, userAgents.iPhoneEdge]) {
      expect(isIosSafari(ua)).toBe(false);
      expect(isMobile(ua)).toBe(true);
      expect(demoOpeningFor(ua)).toBe("new-window");
    }
  });

  it("opens a new window on Android phones and tablets, whichever the browser", () => {
    for (const ua of [userAgents.androidChrome, userAgents.samsungInternet, userAgents.androidTabletChrome]) {
      expect(isMobile(ua)).toBe(true);
      expect(isIosSafari(ua)).toBe(false);
      expect(demoOpeningFor(ua)).toBe("new-window");
    }
  });

  it("shows the demo modal on desktop browsers, Safari on the Mac included", () => {
    for (const ua of [
      userAgents.desktopChrome,
      userAgents.desktopFirefox,
      userAgents.desktopSafari,
      userAgents.linuxChrome,
    ]) {
      expect(isMobile(ua)).toBe(false);
      expect(isIosSafari(ua)).toBe(false);
      expect(demoOpeningFor(ua)).toBe("modal");
    }
  });

  it("falls back to the modal when there is no user agent", () => {
    expect(demoOpeningFor("")).toBe("modal");
  });
});

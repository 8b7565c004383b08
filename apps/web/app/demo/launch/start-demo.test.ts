import { describe, expect, it } from "vitest";
import type { DemoOpening } from "./device";
import { ADDRESS_FAILED_MESSAGE, type DemoEnvironment, NO_SLUG_MESSAGE, startDemo } from "./start-demo";

const POPUP_BLOCKED = "Your browser has blocked a pop-up window. Allow pop-up windows in the settings.";
const GAME_URL = "https://www.quillspin.example/demo/squid-gold-x2/play?session=1b9d6bcd";

interface FakeOptions {
  opening?: DemoOpening;
  ageConfirmed?: boolean;
  /** What the visitor answers when asked their age. */
  ageAnswer?: "confirm" | "cancel";
  popupBlocked?: boolean;
  address?: () => Promise<string>;
}

/** A browser stand-in that writes down, in order, what the start function did to it. */
function fakeEnvironment(options: FakeOptions = {}) {
  const calls: string[] = [];
  let ageConfirmed = options.ageConfirmed ?? true;
  const logged: { message: string; error?: unknown }[] = [];
  const environment: DemoEnvironment = {
    opening: options.opening ?? "modal",
    popupBlockedMessage: POPUP_BLOCKED,
    isAgeConfirmed: () => ageConfirmed,
    askAge: (onConfirmed, onCancelled) => {
      calls.push("askAge");
      if (options.ageAnswer === "cancel") onCancelled();
      else onConfirmed();
    },
    rememberAge: () => {
      calls.push("rememberAge");
      ageConfirmed = true;
    },
    open: (url, target) => {
      calls.push(`open ${url} ${target}`);
      return options.popupBlocked ? null : {};
    },
    assign: (url) => calls.push(`assign ${url}`),
    alert: (message) => calls.push(`alert ${message}`),
    fetchAddress: (slug) => {
      calls.push(`fetchAddress ${slug}`);
      return options.address ? options.address() : Promise.resolve(GAME_URL);
    },
    openModal: (url) => calls.push(`openModal ${url}`),
    log: (message, error) => {
      calls.push(`log ${message}`);
      logged.push({ message, error });
    },
  };
  return { environment, calls, logged };
}

describe("starting a demo", () => {
  it("logs and stops when there is no slug", async () => {
    for (const slug of [undefined, null, ""]) {
      const { environment, calls } = fakeEnvironment({ ageConfirmed: false });
      await startDemo(slug, environment);
      expect(calls).toEqual([`log ${NO_SLUG_MESSAGE}`]);
    }
  });

  it("on desktop fetches the address and opens it in the modal", async () => {
    const { environment, calls } = fakeEnvironment();
    await startDemo("squid-gold-x2", environment);
    expect(calls).toEqual(["fetchAddress squid-gold-x2", `openModal ${GAME_URL}`]);
  });

  it("on desktop logs a failed request and opens nothing", async () => {
    const failure = new Error("503 Service Unavailable");
    const { environment, calls, logged } = fakeEnvironment({ address: () => Promise.reject(failure) });
    await startDemo("squid-gold-x2", environment);
    expect(calls).toEqual(["fetchAddress squid-gold-x2", `log ${ADDRESS_FAILED_MESSAGE}`]);
    expect(logged[0]?.error).toBe(failure);
  });

  it("on Android and other mobile browsers opens the launch page in a new window, before any request", async () => {
    const { environment, calls } = fakeEnvironment({ opening: "new-window" });
    await startDemo("squid-gold-x2", environment);
    expect(calls).toEqual(["open /demo/squid-gold-x2/launch _blank"]);
  });

  it("alerts when the new window is blocked", async () => {
    const { environment, calls } = fakeEnvironment({ opening: "new-window", popupBlocked: true });
    await startDemo("squid-gold-x2", environment);
    expect(calls).toEqual(["open /demo/squid-gold-x2/launch _blank", `alert ${POPUP_BLOCKED}`]);
  });

  it("in Safari on iOS goes to the launch page in the current window", async () => {
    const { environment, calls } = fakeEnvironment({ opening: "current-window" });
    await startDemo("squid-gold-x2", environment);
    expect(calls).toEqual(["assign /demo/squid-gold-x2/launch"]);
  });

  it("asks the visitor's age first, remembers it, then starts; and does not ask again", async () => {
    const { environment, calls } = fakeEnvironment({ ageConfirmed: false });
    await startDemo("squid-gold-x2", environment);
    expect(calls).toEqual(["askAge", "rememberAge", "fetchAddress squid-gold-x2", `openModal ${GAME_URL}`]);
    calls.length = 0;
    await startDemo("squid-gold-x2", environment);
    expect(calls).toEqual(["fetchAddress squid-gold-x2", `openModal ${GAME_URL}`]);
  });

  it("opens the mobile window inside the confirming click, with no wait in between", () => {
    const { environment, calls } = fakeEnvironment({ ageConfirmed: false, opening: "new-window" });
    void startDemo("squid-gold-x2", environment);
    // Nothing awaited: the window must already be open when the confirm handler returns.
    expect(calls).toEqual(["askAge", "rememberAge", "open /demo/squid-gold-x2/launch _blank"]);
  });

  it("does nothing more when the visitor cancels the age question", async () => {
    const { environment, calls } = fakeEnvironment({ ageConfirmed: false, ageAnswer: "cancel" });
    await startDemo("squid-gold-x2", environment);
    expect(calls).toEqual(["askAge"]);
    expect(environment.isAgeConfirmed()).toBe(false);
  });

  it("builds the launch path from the slug safely", async () => {
    const { environment, calls } = fakeEnvironment({ opening: "current-window" });
    await startDemo("a/../b?c", environment);
    expect(calls).toEqual(["assign /demo/a%2F..%2Fb%3Fc/launch"]);
  });
});

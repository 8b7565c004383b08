import { describe, expect, it } from "vitest";
import { parseWebEnv } from "./env";

describe("the site's metrics settings", () => {
  it("bind /metrics to loopback and ask for no token unless told otherwise", () => {
    const env = parseWebEnv({});
    expect(env.WEB_METRICS_HOST).toBe("127.0.0.1");
    expect(env.METRICS_TOKEN).toBeUndefined();
    const token = "t".repeat(32);
    expect(parseWebEnv({ WEB_METRICS_HOST: "10.0.0.5", METRICS_TOKEN: token }).WEB_METRICS_HOST).toBe(
      "10.0.0.5",
    );
  });

  it("refuses /metrics on any interface but loopback without METRICS_TOKEN, so the site does not start", () => {
    for (const host of ["0.0.0.0", "::", "10.0.0.5", "metrics.internal"]) {
      expect(() => parseWebEnv({ WEB_METRICS_HOST: host })).toThrow(
        new RegExp(`WEB_METRICS_HOST: WEB_METRICS_HOST is ${host.replaceAll(".", "\\.")}, not loopback`),
      );
    }
    expect(parseWebEnv({ WEB_METRICS_HOST: "0.0.0.0", WEB_METRICS_PORT: "0" }).WEB_METRICS_PORT).toBe(0);
    expect(parseWebEnv({ WEB_METRICS_HOST: "::1" }).METRICS_TOKEN).toBeUndefined();
  });

  it("refuses a METRICS_TOKEN too short to resist guessing", () => {
    expect(() => parseWebEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });
});

import { describe, expect, it } from "vitest";
import { parseWebEnv } from "./env";

describe("the site's metrics settings", () => {
  it("bind /metrics to loopback and ask for no token unless told otherwise", () => {
    const env = parseWebEnv({});
    expect(env.WEB_METRICS_HOST).toBe("127.0.0.1");
    expect(env.METRICS_TOKEN).toBeUndefined();
    expect(parseWebEnv({ WEB_METRICS_HOST: "10.0.0.5" }).WEB_METRICS_HOST).toBe("10.0.0.5");
  });

  it("refuses a METRICS_TOKEN too short to resist guessing", () => {
    expect(() => parseWebEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });
});

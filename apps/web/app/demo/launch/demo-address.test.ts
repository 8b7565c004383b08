import { describe, expect, it } from "vitest";
import { demoLaunchPath, readDemoAddress } from "./demo-address";

describe("demo address", () => {
  it("reads game_url from the API's answer", () => {
    const url = "https://www.quillspin.example/demo/squid-gold-x2/play?session=1b9d6bcd";
    expect(readDemoAddress({ game_url: url })).toBe(url);
    expect(readDemoAddress({ game_url: "http://127.0.0.1:3555/demo/x/play?session=1" })).toBe(
      "http://127.0.0.1:3555/demo/x/play?session=1",
    );
  });

  it("refuses answers that are not an http(s) address", () => {
    expect(readDemoAddress(null)).toBeNull();
    expect(readDemoAddress("https://www.quillspin.example/")).toBeNull();
    expect(readDemoAddress({ data: { game_url: "https://www.quillspin.example/" } })).toBeNull();
    expect(readDemoAddress({ game_url: "/demo/x/play" })).toBeNull();
    expect(readDemoAddress({ game_url: "javascript:alert(1)" })).toBeNull();
    expect(readDemoAddress({ game_url: 42 })).toBeNull();
  });

  it("puts the slug in the launch path as one path segment", () => {
    expect(demoLaunchPath("lucky-santa-bonanza")).toBe("/demo/lucky-santa-bonanza/launch");
    expect(demoLaunchPath("x/y")).toBe("/demo/x%2Fy/launch");
  });
});

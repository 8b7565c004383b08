import { describe, expect, it } from "vitest";
import { commonPasswords } from "./common-passwords";
import { passwordProblem } from "./password-policy";

describe("the common-password list", () => {
  it("holds thousands of lower-case entries of at least 12 characters", () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(5000);
    for (const entry of list) {
      expect(entry).toBe(entry.toLowerCase());
      expect(entry.length).toBeGreaterThanOrEqual(12);
    }
    for (const known of ["password1234", "qwertyuiop123", "123456789012", "iloveyou1234", "1qaz2wsx3edc"]) {
      expect(list.has(known)).toBe(true);
    }
  });
});

// The estimator's dictionaries load on the first check: seconds on a loaded 2-core machine.
describe("passwordProblem", { timeout: 30_000 }, () => {
  const owner = { email: "ana.ferreira@tidewater.example", name: "Ana Ferreira" };

  it("accepts a long phrase of the user's own", async () => {
    expect(await passwordProblem("harbour lanterns drift at dawn", owner)).toBeNull();
    expect(await passwordProblem("Ünïcödé pässwörd ☃ 2024", owner)).toBeNull();
  });

  it("refuses common passwords whatever their case", async () => {
    expect(await passwordProblem("PassWord1234", owner)).toMatch(/list of commonly used passwords/);
    expect(await passwordProblem("Welcome2025!", owner)).toMatch(/list of commonly used passwords/);
  });

  it("refuses passwords built on the email address, the account's name or the studio's name", async () => {
    const refused = /does not contain your name, your email address or the studio's name/;
    expect(await passwordProblem("ana.ferreira rocks", owner)).toMatch(refused);
    expect(await passwordProblem("my QuillSpin login", owner)).toMatch(refused);
    // The probe's own: the account's name twice.
    const tester = { email: "pw.tester@operator.example", name: "Pw Tester" };
    expect(await passwordProblem("Pw Tester Pw Tester", tester)).toMatch(refused);
    expect(await passwordProblem("ferreira harbour lanterns", owner)).toMatch(refused);
    expect(await passwordProblem("FERREIRA-tidal-orchard-99", owner)).toMatch(refused);
  });

  it("refuses a password of spaces or invisible characters, however long", async () => {
    const invisible = /Use letters, digits or symbols you can see/;
    expect(await passwordProblem(" ".repeat(12), owner)).toMatch(invisible);
    expect(await passwordProblem("\u200b".repeat(12), owner)).toMatch(invisible);
    expect(await passwordProblem("\u3000\u00a0\u2060\ufeff".repeat(4), owner)).toMatch(invisible);
    expect(await passwordProblem("\u0301".repeat(12), owner)).toMatch(invisible);
  });

  it("refuses what the strength estimator rates weak, and says why", async () => {
    expect(await passwordProblem("ä".repeat(12), owner)).toBe(
      'This password would be easy to guess. Repeated characters like "aaa" are easy to guess. Add more words that are less common. Avoid repeated words and characters',
    );
    expect(await passwordProblem("abcdefghijklmn", owner)).toMatch(
      /^This password would be easy to guess\. Common character sequences like "abc" are easy to guess/,
    );
    expect(await passwordProblem("bluebirdbluebird", owner)).toMatch(/^This password would be easy to guess/);
    // Zero-width characters between the letters hide nothing from a guesser.
    expect(await passwordProblem([..."qrqrqrqrqrqrqr"].join("\u200b"), owner)).toMatch(/easy to guess/);
  });

  it("checks the length in characters, not bytes", async () => {
    expect(await passwordProblem("short", owner)).toBe("Use at least 12 characters");
    expect(await passwordProblem("😀".repeat(11), owner)).toBe("Use at least 12 characters");
    expect(await passwordProblem("x".repeat(129), owner)).toBe("Use at most 128 characters");
  });
});

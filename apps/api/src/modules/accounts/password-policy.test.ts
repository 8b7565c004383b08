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

describe("passwordProblem", () => {
  const email = "ana.ferreira@tidewater.example";

  it("accepts a long phrase of the user's own", () => {
    expect(passwordProblem("harbour lanterns drift at dawn", email)).toBeNull();
    expect(passwordProblem("Ünïcödé pässwörd ☃ 2024", email)).toBeNull();
  });

  it("refuses common passwords whatever their case", () => {
    expect(passwordProblem("PassWord1234", email)).toMatch(/list of commonly used passwords/);
    expect(passwordProblem("Welcome2025!", email)).toMatch(/list of commonly used passwords/);
  });

  it("refuses passwords built on the email address or the studio's name", () => {
    expect(passwordProblem("ana.ferreira rocks", email)).toMatch(/does not contain your email address/);
    expect(passwordProblem("my QuillSpin login", email)).toMatch(/studio's name/);
  });

  it("checks the length in characters, not bytes", () => {
    expect(passwordProblem("short", email)).toBe("Use at least 12 characters");
    expect(passwordProblem("😀".repeat(11), email)).toBe("Use at least 12 characters");
    expect(passwordProblem("x".repeat(129), email)).toBe("Use at most 128 characters");
  });
});

import { brand } from "@quillspin/content";
import { passwordLength } from "@quillspin/contracts";
import { commonPasswords } from "./common-passwords";

const studioWords = [brand.shortName.toLowerCase(), "quill spin"];

/**
 * What is wrong with a new password, or null when it may be used. Length first (the form checks it
 * too), then the bundled list of common passwords, then words an attacker would try first for this
 * account: its own email address and the studio's name. No composition rules (ASVS 2.1.9).
 */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < passwordLength.min) return `Use at least ${passwordLength.min} characters`;
  if (length > passwordLength.max) return `Use at most ${passwordLength.max} characters`;
  const folded = password.normalize("NFKC").toLowerCase();
  if (commonPasswords().has(folded)) {
    return "This password is on a list of commonly used passwords. Choose a longer phrase of your own";
  }
  const localPart = email.split("@")[0] ?? "";
  const guessable = [...studioWords, email, ...(localPart.length >= 4 ? [localPart] : [])];
  if (guessable.some((word) => folded.includes(word))) {
    return "Choose a password that does not contain your email address or the studio's name";
  }
  return null;
}

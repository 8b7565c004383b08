import { brand } from "@quillspin/content";
import { newPasswordSchema } from "@quillspin/contracts";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { commonPasswords } from "./common-passwords";

/** Whose password it is: what an attacker who knows the account tries first. */
export interface PasswordOwner {
  email: string;
  name: string;
}

/**
 * zxcvbn's scores run from 0 (guessed at once) to 4; 3 is "safely unguessable" against an online attack
 * and a slow offline one (about 10^8 guesses), which a passphrase of three or four unrelated words passes.
 */
export const WEAKEST_ACCEPTED_SCORE = 3;

/** Parts of a name or an address shorter than this are too common to refuse ("ana", "li"). */
const SHORTEST_PERSONAL_WORD = 4;

let estimatorLoaded: Promise<ZxcvbnFactory> | null = null;

/**
 * The strength estimator with its English and common dictionaries, loaded on the first password
 * chosen: they hold tens of thousands of words that no other request needs (decision 29).
 */
function strengthEstimator(): Promise<ZxcvbnFactory> {
  estimatorLoaded ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  return estimatorLoaded;
}

/** Letters and digits only, lower-cased after NFKC: "Ana-Ferreira" and "ana ferreira" compare alike. */
const compact = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

/** The account's name and address, whole and in parts, and the studio's name, as `compact` writes them. */
function guessableWords({ email, name }: PasswordOwner): string[] {
  const localPart = email.split("@")[0] ?? "";
  const parts = [name, localPart].flatMap((text) => text.split(/[\s._+-]+/));
  const words = [email, localPart, name, ...parts, brand.shortName].map(compact);
  return [...new Set(words)].filter((word) => word.length >= SHORTEST_PERSONAL_WORD);
}

/** zxcvbn's own sentences ("Repeated characters like "aaa" are easy to guess."), joined as one field error. */
function weakPasswordMessage(feedback: { warning: string | null; suggestions: string[] }): string {
  const reasons = [feedback.warning, ...feedback.suggestions].filter((text): text is string => !!text);
  const advice = reasons.length ? reasons : ["Add more words that are less common."];
  return `This password would be easy to guess. ${advice.join(" ")}`.replace(/\.$/, "");
}

/**
 * What is wrong with a new password, in words the person who chose it understands, or null when it
 * may be used. The contract's rules first (length in characters, something visible: the form checks
 * them too), then what only the server can check: the bundled list of common passwords, the
 * account's own name and email address (and the studio's name), and a strength estimate (zxcvbn-ts)
 * that refuses anything below "safely unguessable". No composition rules (ASVS 2.1.9). One rule for
 * partners' sign-up, resets and changes, staff invitations and `npm run accounts`.
 */
export async function passwordProblem(password: string, owner: PasswordOwner): Promise<string | null> {
  const shape = newPasswordSchema.safeParse(password);
  if (!shape.success) return shape.error.issues[0]?.message ?? "Choose another password";
  // What zxcvbn and the list read: invisible characters add nothing a guesser has to find.
  const visible = password.normalize("NFKC").replace(/[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, "");
  if (commonPasswords().has(visible.toLowerCase())) {
    return "This password is on a list of commonly used passwords. Choose a longer phrase of your own";
  }
  const words = guessableWords(owner);
  const letters = compact(password);
  if (words.some((word) => letters.includes(word))) {
    return "Choose a password that does not contain your name, your email address or the studio's name";
  }
  const estimate = (await strengthEstimator()).check(visible, words);
  return estimate.score < WEAKEST_ACCEPTED_SCORE ? weakPasswordMessage(estimate.feedback) : null;
}

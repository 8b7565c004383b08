import { earlySpinScript } from "../demo/player/early-spin-script.server";
import type { DocumentScriptName } from "./boot-at-once";

/** The scripts a route's `handle` can ask its document to run before any of the app's code. */
const documentScripts: Record<DocumentScriptName, string> = {
  "early-spin": earlySpinScript,
};

/** The script the matched routes ask for, if any (`handle.documentScript`). */
export function documentScriptOf(matches: readonly { route: { handle?: unknown } }[]): string | undefined {
  for (const match of matches) {
    const name = (match.route.handle as { documentScript?: DocumentScriptName } | undefined)?.documentScript;
    if (name && name in documentScripts) return documentScripts[name];
  }
  return undefined;
}

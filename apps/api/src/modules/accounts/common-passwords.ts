import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The list sits beside this module in the source tree; the bundled API (`dist/server.js`) reads the
 * same file from there, so both places are tried.
 */
function listFile(): string {
  const candidates = ["./common-passwords.txt", "../src/modules/accounts/common-passwords.txt"].map(
    (relative) => fileURLToPath(new URL(relative, import.meta.url)),
  );
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`No common-password list in ${candidates.join(" or ")}`);
  return found;
}

let loaded: ReadonlySet<string> | undefined;

/** Lower-cased entries; lines starting with `#` describe the list. */
export function commonPasswords(): ReadonlySet<string> {
  loaded ??= new Set(
    readFileSync(listFile(), "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#")),
  );
  return loaded;
}

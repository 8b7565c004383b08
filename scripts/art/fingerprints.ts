/**
 * The fingerprint of every image the script has written: a hash of its SVG and encoder settings.
 * An image whose fingerprint is unchanged and whose files exist is up to date and is not redrawn;
 * an image no record names any more is found here and removed.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export type Fingerprints = Record<string, string>;

export function fingerprint(svg: string, settings: object): string {
  return createHash("sha256").update(JSON.stringify(settings)).update(svg).digest("hex").slice(0, 32);
}

export function readFingerprints(file: string): Fingerprints {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, "utf8")) as Fingerprints;
}

/** Sorted by path, so the file only changes where an image did. */
export function writeFingerprints(file: string, fingerprints: Fingerprints): void {
  const sorted = Object.fromEntries(Object.entries(fingerprints).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

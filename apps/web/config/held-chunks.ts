import type { LocaleCode } from "@quillspin/contracts";

/**
 * Modules a page loads on demand but waits for before it hydrates (decision 23's hydration holds and
 * the locale's strings, which load lazily by site.md section 1): a locale's messages, and the consent
 * banner for a visitor who has not chosen. Left to the client entry, each costs a round trip after
 * the app's code has arrived and run; named by the build's id instead of a content hash, their files
 * are known to the server, which preloads them from the document's head with the rest of the app.
 * A build id is unique to its build, so the names stay safe to cache forever as the hashed ones are.
 */
export type HeldChunk = `messages-${LocaleCode}` | "cookie-consent";

const heldModules: readonly { module: RegExp; chunk: (match: RegExpExecArray) => HeldChunk }[] = [
  { module: /\/app\/locale\/([a-z]{2})\.ts$/, chunk: (match) => `messages-${match[1] as LocaleCode}` },
  { module: /\/app\/consent\/cookie-consent\.tsx$/, chunk: () => "cookie-consent" },
];

/**
 * The held chunk holding one of `moduleIds`, or null for any other chunk (which keeps its hashed
 * name). By the modules, not the chunk's facade: the banner's chunk has none, as the settings dialog
 * imports from it too.
 */
export function heldChunkOf(moduleIds: readonly string[]): HeldChunk | null {
  for (const { module, chunk } of heldModules) {
    for (const id of moduleIds) {
      const match = module.exec(id);
      if (match) return chunk(match);
    }
  }
  return null;
}

/** Where a held chunk of a build is served. */
export function heldChunkPath(chunk: HeldChunk, buildId: string): string {
  return `/assets/${chunk}-${buildId}.js`;
}

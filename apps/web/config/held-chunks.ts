import type { LocaleCode } from "@quillspin/contracts";

/**
 * Modules a page loads on demand but waits for before it hydrates: a locale's messages, which load
 * lazily by site.md section 1 (decision 47). Left to the client entry, each costs a round trip after
 * the app's code has arrived and run; named by the build's id instead of a content hash, their files
 * are known to the server, which preloads them from the document's head with the rest of the app.
 * A build id is unique to its build, so the names stay safe to cache forever as the hashed ones are.
 */
export type HeldChunk = `messages-${LocaleCode}`;

const heldModules: readonly { module: RegExp; chunk: (match: RegExpExecArray) => HeldChunk }[] = [
  { module: /\/app\/locale\/([a-z]{2})\.ts$/, chunk: (match) => `messages-${match[1] as LocaleCode}` },
];

/**
 * The held chunk holding one of `moduleIds`, or null for any other chunk (which keeps its hashed
 * name). By the modules, not the chunk's facade, which a chunk other chunks import from has none.
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

/**
 * Whether `file`, a URL path of the client build `buildId`, is a held chunk: no other file is named by
 * the build's id. The page weights (decision 22) count these among what the client entry awaits, and
 * not the chunks it loads only on a visitor's action.
 */
export function isHeldChunkFile(file: string, buildId: string): boolean {
  return file.startsWith("/assets/") && file.endsWith(`-${buildId}.js`);
}

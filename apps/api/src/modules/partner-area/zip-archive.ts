import { type Zippable, zipSync } from "fflate";

export interface ZipEntry {
  /** Path inside the archive, with forward slashes. */
  name: string;
  data: Uint8Array;
  modifiedAt: Date;
}

/** Unix "made by" with a regular file's rw-r--r--, so unzip tools restore ordinary permissions. */
const UNIX = 3;
const REGULAR_FILE = 0o100644;

/**
 * fflate writes the MS-DOS timestamp from a date's local fields; giving it the UTC fields as local
 * ones stamps UTC whatever the server's time zone, so every instance writes the same bytes.
 */
function utcFieldsAsLocal(date: Date): Date {
  return new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
}

/**
 * A zip archive of stored (uncompressed) entries. The promo pack holds WebP artwork, which is
 * compressed already, so deflating it again would cost time and save nothing.
 */
export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  const files: Zippable = {};
  for (const entry of entries) {
    files[entry.name] = [
      entry.data,
      { mtime: utcFieldsAsLocal(entry.modifiedAt), os: UNIX, attrs: REGULAR_FILE << 16 },
    ];
  }
  return Buffer.from(zipSync(files, { level: 0 }));
}

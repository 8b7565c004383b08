import { crc32 } from "node:zlib";

export interface ZipEntry {
  /** Path inside the archive, with forward slashes. */
  name: string;
  data: Buffer;
  modifiedAt: Date;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** General purpose flag bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;
/** Version 1.0 is enough to extract stored entries; "made by" says Unix so the permissions apply. */
const VERSION_NEEDED = 10;
const VERSION_MADE_BY = (3 << 8) | 20;
const REGULAR_FILE = 0o100644;

/** MS-DOS date and time, the only timestamps a plain zip header has (two-second precision, UTC here). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/**
 * A zip archive of stored (uncompressed) entries. The promo pack holds WebP artwork, which is
 * compressed already, so deflating it again would cost time and save nothing.
 */
export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  if (entries.length > 0xffff) throw new Error("A zip without Zip64 holds at most 65,535 entries");
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;

  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const checksum = crc32(entry.data);
    const { time, date } = dosDateTime(entry.modifiedAt);
    const size = entry.data.length;
    if (size > 0xfffffffe || offset > 0xfffffffe) throw new Error("A zip without Zip64 stays under 4 GiB");

    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION_NEEDED, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(VERSION_MADE_BY, 4);
    header.writeUInt16LE(VERSION_NEEDED, 6);
    header.writeUInt16LE(UTF8_NAMES, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(checksum, 16);
    header.writeUInt32LE(size, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    // Extra field, comment, disk number and internal attributes stay zero.
    header.writeUInt32LE((REGULAR_FILE << 16) >>> 0, 38);
    header.writeUInt32LE(offset, 42);

    parts.push(local, name, entry.data);
    central.push(header, name);
    offset += local.length + name.length + size;
  }

  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

import { crc32 } from "node:zlib";

export interface ReadEntry {
  name: string;
  data: Buffer;
}

/**
 * Reads a stored-only zip through its central directory, as unzip tools do, checking each local
 * header and CRC on the way: the tests' independent check of the writer.
 */
export function readZip(archive: Buffer): ReadEntry[] {
  const end = archive.length - 22;
  if (archive.readUInt32LE(end) !== 0x06054b50) throw new Error("no end of central directory");
  const count = archive.readUInt16LE(end + 10);
  let cursor = archive.readUInt32LE(end + 16);
  const entries: ReadEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (archive.readUInt32LE(cursor) !== 0x02014b50) throw new Error(`bad central header ${index}`);
    const checksum = archive.readUInt32LE(cursor + 16);
    const size = archive.readUInt32LE(cursor + 20);
    const nameLength = archive.readUInt16LE(cursor + 28);
    const extraLength = archive.readUInt16LE(cursor + 30);
    const commentLength = archive.readUInt16LE(cursor + 32);
    const offset = archive.readUInt32LE(cursor + 42);
    const name = archive.subarray(cursor + 46, cursor + 46 + nameLength).toString("utf8");
    if (archive.readUInt32LE(offset) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    if (archive.readUInt16LE(offset + 8) !== 0) throw new Error(`${name} is not stored`);
    const localName = archive.readUInt16LE(offset + 26);
    const localExtra = archive.readUInt16LE(offset + 28);
    const start = offset + 30 + localName + localExtra;
    const data = archive.subarray(start, start + size);
    if (crc32(data) !== checksum) throw new Error(`CRC mismatch for ${name}`);
    entries.push({ name, data });
    cursor += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

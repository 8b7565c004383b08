import { crc32 } from "node:zlib";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { zipArchive } from "./zip-archive";

/** The archive's entries in archive order, read by fflate's reader rather than the writer's code. */
function readZip(archive: Buffer): { name: string; data: Buffer }[] {
  return Object.entries(unzipSync(archive)).map(([name, data]) => ({ name, data: Buffer.from(data) }));
}

describe("zipArchive", () => {
  const entries = [
    {
      name: "pack/readme.txt",
      data: Buffer.from("Quillspin promo pack\n"),
      modifiedAt: new Date("2024-09-18T10:20:30Z"),
    },
    {
      name: "pack/art/card.webp",
      data: Buffer.from([0, 1, 2, 3, 255]),
      modifiedAt: new Date("2025-01-02T03:04:05Z"),
    },
    { name: "pack/empty", data: Buffer.alloc(0), modifiedAt: new Date("2025-01-02T03:04:05Z") },
  ];

  it("stores entries that read back byte for byte, with their CRC-32", () => {
    const archive = zipArchive(entries);
    expect(readZip(archive)).toEqual(entries.map(({ name, data }) => ({ name, data })));
    // The first local header: method 0 (stored) and the CRC-32 of the data.
    expect(archive.readUInt32LE(0)).toBe(0x04034b50);
    expect(archive.readUInt16LE(8)).toBe(0);
    expect(archive.readUInt32LE(14)).toBe(crc32(entries[0]?.data ?? Buffer.alloc(0)));
  });

  it("writes the same bytes for the same entries, whatever the time zone", () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = "Pacific/Kiritimati";
      const east = zipArchive(entries);
      process.env.TZ = "America/Los_Angeles";
      expect(zipArchive(entries).equals(east)).toBe(true);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("writes MS-DOS timestamps in UTC and UTF-8 names", () => {
    const archive = zipArchive([
      { name: "café.txt", data: Buffer.from("x"), modifiedAt: new Date("2024-09-18T10:20:30Z") },
    ]);
    expect(archive.readUInt16LE(6) & 0x0800).toBe(0x0800);
    const time = archive.readUInt16LE(10);
    const date = archive.readUInt16LE(12);
    expect([time >> 11, (time >> 5) & 0x3f, (time & 0x1f) * 2]).toEqual([10, 20, 30]);
    expect([(date >> 9) + 1980, (date >> 5) & 0x0f, date & 0x1f]).toEqual([2024, 9, 18]);
    expect(readZip(archive)[0]?.name).toBe("café.txt");
  });

  it("writes an empty archive as just the end record", () => {
    const archive = zipArchive([]);
    expect(archive).toHaveLength(22);
    expect(readZip(archive)).toEqual([]);
  });
});

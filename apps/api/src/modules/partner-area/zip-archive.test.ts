import { describe, expect, it } from "vitest";
import { zipArchive } from "./zip-archive";
import { readZip } from "./zip-archive.test-support";

describe("zipArchive", () => {
  it("stores entries that read back byte for byte, with their CRC-32", () => {
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
    const archive = zipArchive(entries);
    expect(readZip(archive)).toEqual(entries.map(({ name, data }) => ({ name, data })));
  });

  it("writes MS-DOS timestamps and UTF-8 names", () => {
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

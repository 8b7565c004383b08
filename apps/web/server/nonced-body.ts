import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A rendered page kept for many answers while each answer carries its own CSP nonce (decision 0025).
 * The page is rendered once with a nonce, cut at each place that nonce appears, and every answer joins
 * the pieces with a fresh one. Its gzip encoding is made once too: each piece is deflated on its own,
 * ending on a byte boundary (a sync flush), and the nonce between two pieces goes in a stored
 * (uncompressed) deflate block, so an answer writes its nonce into the compressed stream as it is,
 * and only the gzip trailer's CRC-32 is computed per answer.
 */
export interface NoncedBody {
  /** The page's bytes between the nonces; one piece when the page has none. */
  pieces: Buffer[];
  /** `pieces[i]` deflated; every one but the last ends with a sync flush, the last one finishes. */
  deflated: Buffer[];
  /** The stored-block header that precedes each nonce in the deflate stream. */
  storedHeader: Buffer;
}

/** RFC 1952's fixed header: deflate, no flags, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export function cutAtNonce(body: Buffer, nonce: string): NoncedBody {
  const needle = Buffer.from(nonce, "latin1");
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    pieces.push(body.subarray(from, at));
    from = at + needle.length;
  }
  pieces.push(body.subarray(from));
  const last = pieces.length - 1;
  const deflated = pieces.map((piece, index) =>
    deflateRawSync(piece, {
      level: 6,
      finishFlush: index === last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
  );
  // BFINAL 0 and BTYPE 00 in the first byte, then LEN and its one's complement, little-endian.
  const storedHeader = Buffer.from([
    0,
    needle.length & 0xff,
    needle.length >> 8,
    ~needle.length & 0xff,
    (~needle.length >> 8) & 0xff,
  ]);
  return { pieces, deflated, storedHeader };
}

/** The page with `nonce` in every place, as the chunks to write. */
export function withNonce(body: NoncedBody, nonce: string): Buffer[] {
  const value = Buffer.from(nonce, "latin1");
  const chunks: Buffer[] = [];
  body.pieces.forEach((piece, index) => {
    if (index > 0) chunks.push(value);
    chunks.push(piece);
  });
  return chunks;
}

/** The same page gzip-encoded, `nonce` written uncompressed in its stored blocks. */
export function gzipWithNonce(body: NoncedBody, nonce: string): Buffer[] {
  const value = Buffer.from(nonce, "latin1");
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  body.deflated.forEach((deflated, index) => {
    if (index > 0) {
      chunks.push(body.storedHeader, value);
      crc = crc32(value, crc);
      length += value.length;
    }
    chunks.push(deflated);
    const piece = body.pieces[index] as Buffer;
    crc = crc32(piece, crc);
    length += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(trailer);
  return chunks;
}

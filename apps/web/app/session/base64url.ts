/**
 * base64url, the way the server writes keys and the sealed tokens are stored. Reading it is here and
 * writing it is `base64url-write.ts`: the token key's code, in the shell of every page, only reads, and a
 * module comes whole into the file it is put in (decision 22); only the cipher writes.
 */
/** Bytes from base64url (`toBase64Url`'s output, the server's keys); throws on characters outside its alphabet. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("Not base64url");
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

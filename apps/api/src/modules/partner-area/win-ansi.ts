/** Characters of WinAnsiEncoding outside Latin-1, with their byte (PDF 1.7 Annex D). */
const beyondLatin1: Readonly<Record<string, number>> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

const replacement = 0x3f; // "?"

/**
 * The bytes of text in WinAnsiEncoding, the encoding of the standard Helvetica fonts. Characters
 * the encoding lacks become "?"; catalogue text is English and stays within it.
 */
export function winAnsiBytes(text: string): number[] {
  const bytes: number[] = [];
  for (const character of text.normalize("NFC")) {
    const code = character.codePointAt(0) ?? replacement;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(beyondLatin1[character] ?? replacement);
  }
  return bytes;
}

/**
 * Cuts Sora, the headings' face, to what the site draws with it (decision 23), and writes the files and
 * their @font-face rules into app/styles/fonts: fontsource's variable files span weights 100-800, the
 * site sets headings in 700 and 800 only, and narrowing the weight axis to that range takes a third off
 * the font every first screen waits for. Each file keeps every character of fontsource's subset (and
 * its unicode-range), so any title still renders. `font-display: optional`: a page whose font is not in
 * by its first paint keeps the fallback (the next page has it cached) rather than reflowing its headings
 * under the reader. Run with `npm run fonts` after updating the package.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

/** The weights the site's CSS sets in `var(--font-display)`: headings are bold, the logo and figures 800. */
const WEIGHTS = { min: 700, max: 800 } as const;
const FAMILY = "Sora Variable";

const require = createRequire(import.meta.url);
const sourceCss = require.resolve("@fontsource-variable/sora/wght.css");
const outDir = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), "app/styles/fonts");

/** `U+0000-00FF,U+0131,…` as the characters it names. */
function charactersOf(unicodeRange: string): string {
  let text = "";
  for (const part of unicodeRange.split(",")) {
    const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++) {
      text += String.fromCodePoint(code);
    }
  }
  return text;
}

const faces = [...readFileSync(sourceCss, "utf8").matchAll(/@font-face\s*{([^}]*)}/g)].map(
  ([, body = ""]) => {
    const field = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? "";
    const source = /url\(\.\/files\/([^)]+)\)/.exec(field("src"))?.[1];
    if (!source) throw new Error(`No file in ${sourceCss}: ${body}`);
    return { source, unicodeRange: field("unicode-range") };
  },
);

const rules: string[] = [];
for (const face of faces) {
  const file = face.source.replace("-wght-normal.woff2", `-${WEIGHTS.min}-${WEIGHTS.max}.woff2`);
  const font = await subsetFont(
    readFileSync(path.join(path.dirname(sourceCss), "files", face.source)),
    charactersOf(face.unicodeRange),
    { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } },
  );
  writeFileSync(path.join(outDir, file), font);
  console.log(`${file}: ${(font.length / 1024).toFixed(1)} KiB`);
  rules.push(
    [
      "@font-face {",
      `  font-family: "${FAMILY}";`,
      "  font-style: normal;",
      // Headings use the face only if it is there for the first paint: no late swap moves the page.
      "  font-display: optional;",
      `  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`,
      `  src: url("./${file}") format("woff2-variations");`,
      `  unicode-range:\n    ${face.unicodeRange.split(",").join(", ")};`,
      "}",
    ].join("\n"),
  );
}
writeFileSync(
  path.join(outDir, "fonts.css"),
  `/* Written by \`npm run fonts\` (apps/web/scripts/subset-fonts.ts) from @fontsource-variable/sora. */\n${rules.join("\n\n")}\n`,
);

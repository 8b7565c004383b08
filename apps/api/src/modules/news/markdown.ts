/**
 * Markdown to HTML for article files, limited to what the rich-text allow-list keeps: paragraphs,
 * `##`-`####` headings (the title is the page's only h1), lists, block quotes, bold, italics, inline
 * code and links. Raw HTML is not passed through but shown as text, so an imported file can never
 * carry markup the editor did not write in Markdown. The result still goes through the allow-list.
 */

const ENTITY = /^&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/** Escapes markup characters, keeping character references an author typed (`&amp;`, `&#8217;`). */
export function escapeHtml(text: string): string {
  let result = "";
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (character === "&") result += ENTITY.test(text.slice(index)) ? "&" : "&amp;";
    else if (character === "<") result += "&lt;";
    else if (character === ">") result += "&gt;";
    else if (character === '"') result += "&quot;";
    else result += character;
  }
  return result;
}

function emphasis(html: string): string {
  return html
    .replace(
      /\[([^\]]+)\]\(([^)\s]+)(?:\s+&quot;([^)]*?)&quot;)?\)/g,
      (_match, label: string, href, title) =>
        title ? `<a href="${href}" title="${title}">${label}</a>` : `<a href="${href}">${label}</a>`,
    )
    .replace(/\*\*(?=\S)(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/__(?=\S)(.+?)__/g, "<strong>$1</strong>")
    .replace(/\*(?=\S)(.+?)\*/g, "<em>$1</em>")
    .replace(/(^|[^\p{L}\p{N}])_(?=\S)(.+?)_(?![\p{L}\p{N}])/gu, "$1<em>$2</em>");
}

/** Inline Markdown of one block: code spans are kept literal, the rest gets links and emphasis. */
export function inlineHtml(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) =>
      part.startsWith("`") && part.endsWith("`") && part.length > 1
        ? `<code>${escapeHtml(part.slice(1, -1))}</code>`
        : emphasis(escapeHtml(part)),
    )
    .join("")
    .replace(/ {2,}\n/g, "<br>")
    .replace(/\s*\n\s*/g, " ")
    .trim();
}

type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "quote"; lines: string[] }
  | { kind: "list"; ordered: boolean; items: string[] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;

function readBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | undefined;
  const close = () => {
    if (open) blocks.push(open);
    open = undefined;
  };
  for (const line of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    if (line.trim() === "") {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    const quote = QUOTE.exec(line);
    if (heading) {
      close();
      // The article title is the page's h1, so the body's headings start at h2.
      blocks.push({
        kind: "heading",
        level: Math.min(4, Math.max(2, heading[1]?.length ?? 2)),
        text: heading[2] ?? "",
      });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      const text = (bullet ?? numbered)?.[1] ?? "";
      if (open?.kind === "list" && open.ordered === ordered) open.items.push(text);
      else {
        close();
        open = { kind: "list", ordered, items: [text] };
      }
    } else if (quote) {
      if (open?.kind !== "quote") {
        close();
        open = { kind: "quote", lines: [] };
      }
      open.lines.push(quote[1] ?? "");
    } else if (open?.kind === "list") {
      const last = open.items.length - 1;
      open.items[last] = `${open.items[last]}\n${line.trim()}`;
    } else if (open?.kind === "paragraph") {
      open.text = `${open.text}\n${line}`;
    } else {
      close();
      open = { kind: "paragraph", text: line };
    }
  }
  close();
  return blocks;
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case "heading":
      return `<h${block.level}>${inlineHtml(block.text)}</h${block.level}>`;
    case "paragraph":
      return `<p>${inlineHtml(block.text)}</p>`;
    case "list": {
      const tag = block.ordered ? "ol" : "ul";
      return `<${tag}>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join("")}</${tag}>`;
    }
    case "quote":
      return `<blockquote>${markdownToHtml(block.lines.join("\n"))}</blockquote>`;
  }
}

export function markdownToHtml(markdown: string): string {
  return readBlocks(markdown).map(blockHtml).join("\n");
}

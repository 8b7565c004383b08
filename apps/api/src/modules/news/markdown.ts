import MarkdownIt from "markdown-it";

/**
 * Markdown to HTML for article files, with markdown-it's CommonMark rules. Raw HTML is off, so
 * markup typed into a file is shown as text and an imported file can never carry markup the editor
 * did not write in Markdown; the result still goes through the rich-text allow-list when stored.
 * Images are off too: the allow-list has no `img`, so `![alt](src)` stays a link to the picture
 * rather than vanishing with its alt text.
 */
const markdown = new MarkdownIt("commonmark", {
  html: false,
  xhtmlOut: false,
  linkify: false,
  typographer: false,
});
markdown.disable("image");

// The article title is the page's only h1, and the allow-list keeps h2 to h4: deeper or shallower
// headings are moved into that range rather than dropped.
markdown.core.ruler.push("article_heading_levels", (state) => {
  for (const token of state.tokens) {
    if (token.type === "heading_open" || token.type === "heading_close") {
      token.tag = `h${Math.min(4, Math.max(2, Number(token.tag.slice(1))))}`;
    }
  }
});

// Article bodies were stored before markdown-it wrote them: one line per top-level block, soft line
// breaks as spaces and `<br>` alone for a hard one. Writing the same bytes keeps a re-import of an
// unchanged file "unchanged" instead of touching every article's update time.
markdown.core.ruler.push("article_layout", (state) => {
  for (const token of state.tokens) {
    if (token.level > 0 || token.nesting === 1) token.block = false;
  }
});
markdown.renderer.rules.softbreak = () => " ";
markdown.renderer.rules.hardbreak = () => "<br>";

export function markdownToHtml(source: string): string {
  return markdown.render(source).trimEnd();
}

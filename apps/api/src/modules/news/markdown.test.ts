import { sanitizeRichText } from "@quillspin/rich-text";
import { describe, expect, it } from "vitest";
import { articleFilesIn, defaultNewsFolder, readArticleFile } from "./article-files";
import { markdownToHtml } from "./markdown";

describe("markdownToHtml", () => {
  it("turns paragraphs, headings and emphasis into the allow-listed tags", () => {
    const markdown = [
      "# Launch day",
      "",
      "Wild Yoga Collector is **live** with *1,024 ways* and `96.0%` RTP.",
      "It pays up to 8,000x.",
      "",
      "### What operators get",
      "",
      "A __promo pack__ and _localised_ texts.",
    ].join("\n");
    expect(markdownToHtml(markdown)).toBe(
      [
        "<h2>Launch day</h2>",
        "<p>Wild Yoga Collector is <strong>live</strong> with <em>1,024 ways</em> and <code>96.0%</code> RTP. It pays up to 8,000x.</p>",
        "<h3>What operators get</h3>",
        "<p>A <strong>promo pack</strong> and <em>localised</em> texts.</p>",
      ].join("\n"),
    );
  });

  it("writes lists, with continuation lines, and block quotes", () => {
    const markdown =
      "- one\n- two\n  continued\n\n1. first\n2. second\n\n> Quoted **words**\n> over two lines";
    expect(markdownToHtml(markdown)).toBe(
      [
        "<ul><li>one</li><li>two continued</li></ul>",
        "<ol><li>first</li><li>second</li></ol>",
        "<blockquote><p>Quoted <strong>words</strong> over two lines</p></blockquote>",
      ].join("\n"),
    );
  });

  it("writes links, with titles, and keeps underscores inside words", () => {
    expect(
      markdownToHtml('See [the game](/games/wild-yoga-collector "Wild Yoga") and snake_case_name.'),
    ).toBe(
      '<p>See <a href="/games/wild-yoga-collector" title="Wild Yoga">the game</a> and snake_case_name.</p>',
    );
    expect(markdownToHtml("[mail us](mailto:press@quillspin.games?subject=a&b)")).toBe(
      '<p><a href="mailto:press@quillspin.games?subject=a&amp;b">mail us</a></p>',
    );
  });

  it("shows raw HTML as text instead of passing it through", () => {
    expect(markdownToHtml('<script>alert(1)</script> <img src=x onerror="alert(1)">')).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>",
    );
    expect(markdownToHtml("`<b>code</b>`")).toBe("<p><code>&lt;b&gt;code&lt;/b&gt;</code></p>");
  });

  it("keeps a hard line break written as two trailing spaces", () => {
    expect(markdownToHtml("Level 4  \nSliema")).toBe("<p>Level 4<br>Sliema</p>");
  });

  it("keeps headings between h2 and h4, the levels an article body may use", () => {
    expect(markdownToHtml("# One\n\n## Two\n\n#### Four\n\n###### Six")).toBe(
      "<h2>One</h2>\n<h2>Two</h2>\n<h4>Four</h4>\n<h4>Six</h4>",
    );
  });

  it("leaves a javascript: link as text and an image as a link to the picture", () => {
    expect(markdownToHtml("[bad](javascript:alert(1))")).toBe("<p>[bad](javascript:alert(1))</p>");
    expect(markdownToHtml("![Reels](/images/games/quest-of-ra/card.webp)")).toBe(
      '<p>!<a href="/images/games/quest-of-ra/card.webp">Reels</a></p>',
    );
  });

  it("escapes markup and reads the character references an author typed", () => {
    expect(markdownToHtml('Hold & Win &amp; "x" &#8217;')).toBe(
      "<p>Hold &amp; Win &amp; &quot;x&quot; ’</p>",
    );
  });

  it("renders every article file of the site to HTML the allow-list keeps whole", () => {
    const folder = defaultNewsFolder();
    if (!folder) throw new Error("content/news is missing");
    const files = articleFilesIn(folder);
    expect(files.length).toBeGreaterThan(10);
    // The sanitiser writes quotes in text unescaped; what matters is that it drops no tag or attribute.
    const markup = (html: string) => html.match(/<[^>]+>/g);
    for (const file of files) {
      const body = readArticleFile(file).input.body ?? "";
      expect(body).toMatch(/^<(p|h2|ul)>/);
      expect(markup(sanitizeRichText(body))).toEqual(markup(body));
    }
  });
});

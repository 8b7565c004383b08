import { newsArticleResponseSchema } from "@quillspin/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { articleInput, insertArticle } from "../../../test/support/news-articles";
import type { App } from "../../app";
import { markdownToHtml } from "./markdown";
import { articles } from "./news.tables";

/** Script-injection payloads: script tags, event handlers, javascript: URLs and SVG, plain and disguised. */
const payloads = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  '"><script>alert(document.cookie)</script>',
  "<img src=x onerror=alert(1)>",
  '<p onclick="alert(1)" onmouseover=alert(1)>hover</p>',
  "<details open ontoggle=alert(1)>x</details>",
  "<body onload=alert(1)>",
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="jav&#x09;ascript:alert(1)">link</a>',
  '<a href="&#106;avascript:alert(1)">link</a>',
  '<a href=" javascript:alert(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s /></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<!--<img src=x onerror=alert(1)>-->",
];

/**
 * Anything in stored HTML that could run: these must all be gone after sanitising. Escaped text
 * (`&lt;img onerror=...&gt;`) is harmless, so the patterns look inside real tags only.
 */
const dangerous = [
  /<script/i,
  /<[^>]+\son\w+\s*=/i,
  /<[^>]+(href|src|action|data|xlink:href)\s*=\s*["']?\s*(javascript|data|vbscript):/i,
  /<svg/i,
  /<math/i,
  /<iframe/i,
  /<object/i,
  /<form/i,
  /<[^>]+style\s*=/i,
];

describe("script injection in articles", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each(payloads.map((payload, index) => [index, payload]))(
    "payload %i is stored sanitised and answered without anything that runs: %s",
    async (index, payload) => {
      const slug = `payload-${index}`;
      await insertArticle(app.database.db, { slug, body: `<p>Before</p>${payload}<p>After</p>` });
      const [stored] = await app.database.db
        .execute<{ body: string }>(sql`select body from ${articles} where slug = ${slug}`)
        .then((result) => (Array.isArray(result) ? result : (result as { rows: { body: string }[] }).rows));
      const response = await app.inject({ method: "GET", url: `/v1/news/${slug}` });
      const { body } = newsArticleResponseSchema.parse(response.json()).data;
      for (const html of [stored?.body ?? "", body]) {
        expect(html).toContain("<p>Before</p>");
        expect(html).toContain("<p>After</p>");
        for (const pattern of dangerous) expect(html).not.toMatch(pattern);
      }
    },
  );

  it("keeps payloads in plain fields as text, for the site to escape", async () => {
    const title = "<script>alert(1)</script> & <img src=x onerror=alert(1)>";
    await insertArticle(app.database.db, { slug: "plain-fields", title, author: "<b>Editor</b>" });
    const response = await app.inject({ method: "GET", url: "/v1/news/plain-fields" });
    expect(response.headers["content-type"]).toContain("application/json");
    const article = newsArticleResponseSchema.parse(response.json()).data;
    expect(article.title).toBe(title);
    expect(article.author).toBe("<b>Editor</b>");
  });

  it("refuses cover addresses that are not the studio's own covers", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "http://evil.example/x.png",
      "https://evil.example/x.webp",
      "/images/news/../../games/x.webp",
    ]) {
      expect(() => articleInput({ slug: "bad-cover", cover: { url, alt: "Cover" } })).toThrow(
        /covers come from the studio's own storage/,
      );
    }
  });

  it("shows HTML written in an imported Markdown file as text", () => {
    const html = markdownToHtml(payloads.join("\n\n"));
    for (const pattern of [/<script/i, /<svg/i, /<iframe/i, /<img/i]) expect(html).not.toMatch(pattern);
  });
});

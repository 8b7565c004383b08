import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
/** Admins may edit news like editors; global setup creates one before the test API starts. */
const newsEditor = inject("adminAccount");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface ApiArticle {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  cover: { url: string; alt: string };
  publishedAt: string;
  pin_news: boolean;
}

/** What the API (seeded from content/news) says, so the tests follow the articles instead of copying them. */
async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const cardTitles = (page: Page, section: string) =>
  page.locator(`section[aria-labelledby="${section}"] .news-card__title`).allTextContents();

async function openPage(path: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextWithConsent(browser, { viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${siteUrl}${path}`);
  return { context, page };
}

describe("/news", () => {
  it("shows pinned articles first, then the latest, paged nine at a time", async () => {
    const pinned = await api<{ data: ApiArticle[] }>("/news?pin_news=true&limit=6");
    const rest = await api<{ data: ApiArticle[]; meta: { total: number } }>("/news?pin_news=false&limit=9");
    expect(pinned.data.length).toBeGreaterThan(0);
    expect(rest.meta.total).toBeGreaterThan(9);

    const { context, page } = await openPage("/news");
    await expect(page.locator("h1").textContent()).resolves.toBe("News and articles");
    await expect(cardTitles(page, "news-pinned")).resolves.toEqual(pinned.data.map((a) => a.title));
    await expect(cardTitles(page, "news-latest")).resolves.toEqual(rest.data.map((a) => a.title));
    const dates = await page
      .locator('section[aria-labelledby="news-latest"] time')
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect([...dates].sort().reverse()).toEqual(dates);

    const pagination = page.getByRole("navigation", { name: "News pages" });
    await expect(
      pagination.getByRole("link", { name: "Page 1 of 2" }).getAttribute("aria-current"),
    ).resolves.toBe("page");
    await pagination.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(`${siteUrl}/news?page=2`);
    const second = await api<{ data: ApiArticle[] }>("/news?pin_news=false&limit=9&page=2");
    await expect.poll(() => cardTitles(page, "news-latest")).toEqual(second.data.map((a) => a.title));
    await expect(page.locator('section[aria-labelledby="news-pinned"]').count()).resolves.toBe(0);
    await expect(page.title()).resolves.toContain("Page 2 of 2");

    await page.goBack();
    await page.waitForURL(`${siteUrl}/news`);
    await expect.poll(() => cardTitles(page, "news-pinned")).toEqual(pinned.data.map((a) => a.title));
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("searches titles, excerpts and bodies, and says when nothing matches", async () => {
    const { context, page } = await openPage("/news");
    await page.getByLabel("Search the news").fill("Ravelgrid");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/search=Ravelgrid/);
    const expected = await api<{ data: ApiArticle[]; meta: { total: number } }>(
      "/news?search=Ravelgrid&limit=9",
    );
    await expect
      .poll(() => page.locator(".news-card__title").allTextContents())
      .toEqual(expected.data.map((a) => a.title));
    await expect(page.getByRole("status").first().textContent()).resolves.toContain(
      `${expected.meta.total} ${expected.meta.total === 1 ? "article matches" : "articles match"} “Ravelgrid”`,
    );
    await expect(page.locator("h1").textContent()).resolves.toBe("News and articles");
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");

    await page.getByLabel("Search the news").fill("zzqx nothing");
    await page.getByRole("button", { name: "Search" }).click();
    await expect
      .poll(() => page.locator(".news-list__empty").textContent())
      .toBe("No article matches “zzqx nothing”. Try other words or show all articles.");
    await page.getByRole("link", { name: "Show all articles" }).click();
    await page.waitForURL(`${siteUrl}/news`);
    await expect.poll(() => page.locator(".news-card").count()).toBeGreaterThan(9);
    await context.close();
  });

  it("lists, searches and pages without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/news?search=certified`);
    const expected = await api<{ data: ApiArticle[] }>("/news?search=certified&limit=9");
    await expect(page.locator(".news-card__title").allTextContents()).resolves.toEqual(
      expected.data.map((a) => a.title),
    );
    await page.goto(`${siteUrl}/news?page=2`);
    await expect(page.locator(".news-card").count()).resolves.toBeGreaterThan(0);
    await context.close();
  });
});

describe("/news/:slug", () => {
  it("renders the article with its meta, languages, neighbours and NewsArticle data", async () => {
    const [newest, older] = (await api<{ data: ApiArticle[] }>("/news?limit=2")).data;
    if (!newest || !older) throw new Error("the seed needs two articles");
    const { context, page } = await openPage("/news");
    await page.getByRole("link", { name: older.title }).first().click();
    await page.waitForURL(`${siteUrl}/news/${older.slug}`);
    await expect.poll(() => page.locator("h1").textContent()).toBe(older.title);

    await expect(page.title()).resolves.toBe(`${older.title} | Quillspin Games`);
    await expect(page.locator('meta[name="description"]').getAttribute("content")).resolves.toBe(
      older.excerpt,
    );
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toBe(
      `${siteUrl}/news/${older.slug}`,
    );
    await expect(page.locator('meta[property="og:type"]').getAttribute("content")).resolves.toBe("article");
    await expect(page.locator('meta[property="og:image"]').getAttribute("content")).resolves.toBe(
      `${siteUrl}${older.cover.url}`,
    );

    const cover = page.locator("img.news-article__cover");
    await expect(cover.getAttribute("alt")).resolves.toBe(older.cover.alt);
    await expect(
      cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).resolves.toBe(true);

    const languages = page.getByRole("region", { name: "Read this article in" });
    await expect(languages.locator("li").allTextContents()).resolves.toEqual(["English"]);

    const neighbours = page.getByRole("navigation", { name: "More articles" });
    await expect(neighbours.getByRole("link", { name: newest.title }).getAttribute("rel")).resolves.toBe(
      "next",
    );

    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: older.title,
      datePublished: older.publishedAt,
      image: [`${siteUrl}${older.cover.url}`],
      publisher: { "@type": "Organization", name: "Quillspin Games" },
    });
    expect(await axeViolations(page)).toEqual([]);

    await neighbours.getByRole("link", { name: newest.title }).click();
    await page.waitForURL(`${siteUrl}/news/${newest.slug}`);
    await expect.poll(() => page.locator("h1").textContent()).toBe(newest.title);
    await context.close();
  });

  it("renders only sanitised HTML: no scripts, handlers or script URLs in any article body", async () => {
    const { data } = await api<{ data: ApiArticle[] }>("/news?limit=50");
    const context = await contextWithConsent(browser);
    const page = await context.newPage();
    for (const article of data) {
      await page.goto(`${siteUrl}/news/${article.slug}`);
      const body = page.locator(".news-article__body");
      await expect(body.locator("script, iframe, object, svg, img, form, [style]").count()).resolves.toBe(0);
      const attributes = await body
        .locator("*")
        .evaluateAll((elements) =>
          elements.flatMap((element) =>
            element.getAttributeNames().map((name) => [name, element.getAttribute(name)]),
          ),
        );
      for (const [name, value] of attributes) {
        expect(name).not.toMatch(/^on/i);
        expect(value ?? "").not.toMatch(/^\s*(javascript|data|vbscript):/i);
      }
    }
    await context.close();
  });

  it("answers an unknown article with the not-found page", async () => {
    const response = await fetch(`${siteUrl}/news/no-such-article`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found: /news/no-such-article");
  });
});

describe("home page", () => {
  it("shows the six most recent articles, newest first, linking to them", async () => {
    const recent = await api<{ data: ApiArticle[] }>("/articles?sort=publishedAt:desc&pagination[limit]=6");
    expect(recent.data).toHaveLength(6);
    const { context, page } = await openPage("/");
    const section = page.getByRole("region", { name: "News and articles" });
    await expect(section.locator(".news-card__title").allTextContents()).resolves.toEqual(
      recent.data.map((a) => a.title),
    );
    await expect(
      section.locator(".news-card__link").evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).resolves.toEqual(recent.data.map((a) => `/news/${a.slug}`));
    await section.getByRole("link", { name: "View all news" }).click();
    await page.waitForURL(`${siteUrl}/news`);
    await context.close();
  });

  it("loads through the site's server on a client navigation, never asking the API from the browser", async () => {
    const recent = await api<{ data: ApiArticle[] }>("/articles?sort=publishedAt:desc&pagination[limit]=6");
    const { context, page } = await openPage("/about-us");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const asked: string[] = [];
    page.on("request", (request) => asked.push(request.url()));

    await page.locator("header").getByRole("link", { name: "Quillspin Games" }).first().click();
    await page.waitForURL(`${siteUrl}/`);
    const section = page.getByRole("region", { name: "News and articles" });
    await expect
      .poll(() => section.locator(".news-card__title").allTextContents())
      .toEqual(recent.data.map((a) => a.title));
    expect(asked.filter((url) => url.startsWith(apiUrl))).toEqual([]);
    // React Router's single fetch: the home route's data, as its server loader answered it.
    expect(asked.filter((url) => url.startsWith(siteUrl) && new URL(url).pathname.endsWith(".data"))).toEqual(
      [`${siteUrl}/_root.data`],
    );
    await context.close();
  });
});

describe("feeds", () => {
  it("publishes the latest articles as RSS and lists every article in the sitemap", async () => {
    const { data } = await api<{ data: ApiArticle[] }>("/news?limit=50");
    const rss = await fetch(`${siteUrl}/news/rss.xml`);
    expect(rss.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await rss.text();
    expect(xml).toContain(`<link>${siteUrl}/news/${data[0]?.slug}</link>`);
    const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
    for (const article of data) expect(sitemap).toContain(`<loc>${siteUrl}/news/${article.slug}</loc>`);
  });
});

/**
 * Script payloads in every text field of an article, as an editor could type them. Every page loads
 * its articles through the site's server, so they are published for real (below) rather than
 * rewritten in the browser.
 */
const payloads = {
  title: '<img src=x onerror="window.__pwned=1">Payload title<script>window.__pwned=1</script>',
  excerpt: '"><svg onload="window.__pwned=1"></svg><a href="javascript:window.__pwned=1">link</a>',
  author: '<iframe src="javascript:window.__pwned=1"></iframe>',
  alt: '" onerror="window.__pwned=1',
};

/**
 * Publishes an article through the API as the news editor, as a real editor would, before the tests of
 * the describe block it is called in, and deletes it after them.
 */
function publishArticleForBlock(article: Record<string, unknown>) {
  let headers: Record<string, string> = {};
  let id = "";

  beforeAll(async () => {
    const login = await fetch(`${apiUrl}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(newsEditor),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    headers = { authorization: `Bearer ${accessToken}` };
    const created = await fetch(`${apiUrl}/admin/news`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ locale: "en", ...article }),
    });
    expect(created.status).toBe(201);
    id = ((await created.json()) as { data: { id: string } }).data.id;
    const published = await fetch(`${apiUrl}/admin/news/${id}/publish`, { method: "POST", headers });
    expect(published.status).toBe(200);
  });

  afterAll(async () => {
    if (id) await fetch(`${apiUrl}/admin/news/${id}`, { method: "DELETE", headers });
  });
}

/** The payloads as an editor would publish them: stored through the API, rendered by the server. */
describe("an article published with script payloads", () => {
  const slug = `payload-check-${Date.now().toString(36)}`;
  publishArticleForBlock({
    slug,
    title: payloads.title,
    excerpt: payloads.excerpt,
    author: "Payload check",
    body: [
      "<p>Before</p>",
      "<script>window.__pwned=1</script>",
      '<img src=x onerror="window.__pwned=1">',
      '<a href="javascript:window.__pwned=1">link</a>',
      '<svg onload="window.__pwned=1"><circle r="1"/></svg>',
      '<p onclick="window.__pwned=1" style="color:red">After</p>',
    ].join(""),
    cover: { url: "/images/news/koi-lantern-hold-and-win-early-access.webp", alt: payloads.alt },
    tags: ["<b>tag</b>"],
  });

  it("reaches /news, the home page and its own page within 60 seconds, where nothing runs", async () => {
    const { context, page } = await openPage("/news");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const listed = async (path: string) => {
      await page.goto(`${siteUrl}${path}`);
      return page.locator(".news-card__title").allTextContents();
    };
    await expect.poll(() => listed("/news"), { timeout: 60_000, interval: 2_000 }).toContain(payloads.title);
    await expect.poll(() => listed("/"), { timeout: 60_000, interval: 2_000 }).toContain(payloads.title);

    await page.goto(`${siteUrl}/news/${slug}`);
    await expect(page.locator("h1").textContent()).resolves.toBe(payloads.title);
    const body = page.locator(".news-article__body");
    await expect(body.innerHTML()).resolves.toBe("<p>Before</p><a>link</a><p>After</p>");
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    await expect(page.evaluate(() => (window as { __pwned?: number }).__pwned)).resolves.toBeUndefined();
    await expect(page.locator('main img[src="x"], main svg[onload], main [onclick]').count()).resolves.toBe(
      0,
    );
    await context.close();
  }, 150_000);
});

/** Markup an editor could type into an article's title and author, and a CDATA terminator. */
describe("the RSS feed with markup in an article's title and author", () => {
  const slug = `feed-markup-${Date.now().toString(36)}`;
  const title = "Feed check ]]> <script>window.__pwned=1</script> & <b>bold</b> claims";
  const author = "R&D ]]> <i>team</i>";
  publishArticleForBlock({
    slug,
    title,
    excerpt: "An excerpt with ]]> and <em>markup</em> & more.",
    author,
    body: "<p>Feed check</p>",
    cover: { url: "/images/news/koi-lantern-hold-and-win-early-access.webp", alt: "Feed check cover" },
  });

  it("escapes them like the descriptions: well-formed XML, and a reader's HTML shows the text", async () => {
    const feed = async () => (await fetch(`${siteUrl}/news/rss.xml`)).text();
    await expect
      .poll(async () => (await feed()).includes(`/news/${slug}</link>`), { timeout: 60_000, interval: 2_000 })
      .toBe(true);
    const xml = await feed();
    expect(xml).not.toContain("<script>");

    const { context, page } = await openPage("/about-us");
    // Chromium's XML parser reads the feed as a feed reader would; then its HTML parser renders the
    // title and description the way readers that show them as HTML do.
    const item = await page.evaluate(
      ({ xml, slug }) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        const entry = [...doc.querySelectorAll("item")].find((node) =>
          node.querySelector("link")?.textContent?.endsWith(`/news/${slug}`),
        );
        const asHtml = (text: string) => {
          const holder = document.createElement("div");
          holder.innerHTML = text;
          return { text: holder.textContent, elements: holder.querySelectorAll("*").length };
        };
        return {
          parseError: doc.querySelector("parsererror")?.textContent ?? null,
          title: asHtml(entry?.querySelector("title")?.textContent ?? ""),
          description: asHtml(entry?.querySelector("description")?.textContent ?? ""),
          author: entry?.querySelector("author")?.textContent ?? null,
        };
      },
      { xml, slug },
    );
    expect(item.parseError).toBeNull();
    expect(item.title).toEqual({ text: title, elements: 0 });
    expect(item.description).toEqual({
      text: "An excerpt with ]]> and <em>markup</em> & more.",
      elements: 0,
    });
    expect(item.author).toBe(author);
    await context.close();
  }, 120_000);
});

import { describe, expect, it } from "vitest";
import { richTextToPlain, sanitizeRichText } from "./index";

describe("sanitizeRichText", () => {
  it("keeps the allowed structure and internal links", () => {
    const html =
      '<p>Land <strong>3 scatters</strong> for <a href="/features/buy-bonus">Buy Bonus</a>.</p><ul><li>x2</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("opens external https links safely", () => {
    expect(sanitizeRichText('<a href="https://example.org">site</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">site</a>',
    );
  });

  it.each([
    ["script tags", "<p>hi</p><script>alert(1)</script>", "<p>hi</p>"],
    ["event handlers", '<p onclick="alert(1)">hi</p>', "<p>hi</p>"],
    ["javascript: URLs", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ["encoded javascript: URLs", '<a href="jav&#x09;ascript:alert(1)">x</a>', "<a>x</a>"],
    ["SVG payloads", '<svg onload="alert(1)"><script>alert(1)</script></svg>ok', "ok"],
    ["images with handlers", '<img src=x onerror="alert(1)">', ""],
    ["iframes", '<iframe src="https://evil.example"></iframe>', ""],
    ["styles", '<p style="background:url(javascript:alert(1))">x</p>', "<p>x</p>"],
  ])("removes %s", (_name, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it("reduces rich text to plain text", () => {
    expect(richTextToPlain("<p>Hold &amp; Win</p>\n<p>  starts  with <em>3</em> respins</p>")).toBe(
      "Hold &amp; Win starts with 3 respins",
    );
  });
});

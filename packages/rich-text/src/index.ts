import sanitizeHtml from "sanitize-html";

/**
 * The allow-list for HTML written by editors (game texts, article bodies): structure and emphasis,
 * lists, headings inside articles, and links to pages of the site, https or mailto addresses.
 * Everything else — scripts, event handlers, styles, iframes, SVG, javascript: URLs — is removed.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "em",
    "b",
    "i",
    "ul",
    "ol",
    "li",
    "a",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "code",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _rel, target: _target, ...rest } = attribs;
      const external = /^https:\/\//i.test(rest.href ?? "");
      return {
        tagName,
        attribs: external ? { ...rest, rel: "noopener noreferrer", target: "_blank" } : rest,
      };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** The text of rich text, for meta descriptions, search indexes and feeds. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}

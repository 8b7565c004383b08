import { brand } from "@quillspin/content";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Everything a visitor typed reaches an HTML mail only through this. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Plain text as an HTML paragraph, line breaks kept. */
export function htmlParagraph(text: string): string {
  return `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(text)}</p>`;
}

export function htmlButton(label: string, href: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#ffcf4a;color:#1a0f00;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

export function htmlLink(label: string, href: string): string {
  return `<a href="${escapeHtml(href)}" style="color:#5b3fd1">${escapeHtml(label)}</a>`;
}

/** One simple, table-free layout that every mail client renders: title, body, small footer. */
export function htmlMail({ title, body, footer }: { title: string; body: string; footer: string }): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f1ff;font-family:Arial,Helvetica,sans-serif;color:#1d1838;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">',
    `<p style="margin:0 0 24px;font-weight:bold;letter-spacing:0.1em;text-transform:uppercase;color:#5b3fd1">${escapeHtml(brand.name)}</p>`,
    body,
    `<div style="margin-top:32px;padding-top:16px;border-top:1px solid #ddd6f5;font-size:13px;color:#5c5677">${footer}</div>`,
    "</div></body></html>",
  ].join("");
}

/** The studio's postal address, which every mail to a subscriber carries. */
export function studioAddressLine(): string {
  const { street, city, postcode, country } = brand.headquarters;
  return `${brand.legalName}, ${street}, ${city} ${postcode}, ${country}`;
}

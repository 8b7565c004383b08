import { brand } from "@quillspin/content";
import type { MetaDescriptor } from "react-router";
import { publicSettings } from "../config/public-settings";

export interface PageMetaInput {
  title: string;
  description: string;
  /** The page's path, for its canonical URL; omit on pages that must not be indexed. */
  path?: string;
  keywords?: readonly string[];
  type?: "website" | "article";
  noindex?: boolean;
}

export function absoluteUrl(path: string): string {
  return `${publicSettings.siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Title, description, canonical URL and Open Graph tags of one page. */
export function pageMeta({
  title,
  description,
  path,
  keywords,
  type = "website",
  noindex,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title.includes(brand.name) ? title : `${title} | ${brand.name}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: brand.name },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary" },
  ];
  if (keywords?.length) tags.push({ name: "keywords", content: keywords.join(", ") });
  if (path !== undefined) {
    tags.push({ tagName: "link", rel: "canonical", href: absoluteUrl(path) });
    tags.push({ property: "og:url", content: absoluteUrl(path) });
  }
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

import { newsCoverPhoneWidth, retinaPath, widthVariantPath } from "@quillspin/content";
import type { NewsCover as Cover } from "@quillspin/contracts";
import { preload } from "react-dom";

/** Covers are drawn at the Open Graph size; the attributes let the page reserve their space. */
export const NEWS_COVER_SIZE = { width: 1200, height: 630 } as const;

interface NewsCoverProps {
  cover: Cover;
  /** The lead image of the page: loaded eagerly with high priority. */
  priority?: boolean;
  /** Decorative where the title next to it says the same; the article page gives its alt text. */
  decorative?: boolean;
  sizes: string;
  className?: string;
}

/**
 * The site's own drawn covers (`npm run news:covers`), which have an 800-pixel file for phones beside
 * the 1200 and 2400 ones; covers uploaded on the news desk (`/images/news/uploads/`) have only those two.
 */
const DRAWN_COVER = /^\/images\/news\/[a-z0-9-]+\.webp$/;

/** The files of a cover on this site, for `srcset`; none for a cover elsewhere. */
export function newsCoverSrcSet(url: string): string | undefined {
  if (!url.startsWith("/images/")) return undefined;
  const files = `${url} 1200w, ${retinaPath(url)} 2400w`;
  return DRAWN_COVER.test(url)
    ? `${widthVariantPath(url, newsCoverPhoneWidth)} ${newsCoverPhoneWidth}w, ${files}`
    : files;
}

/**
 * An article's cover, with the @2x file for dense screens when it is one of the site's own images, and
 * the 800-pixel file for phones when the site drew it: a phone 412 CSS pixels wide at 1.75x needs 721.
 */
export function NewsCover({ cover, priority = false, decorative = false, sizes, className }: NewsCoverProps) {
  const local = cover.url.startsWith("/images/");
  const srcSet = newsCoverSrcSet(cover.url);
  // The lead cover is the page's largest paint: a preload in the head asks for it before the browser
  // has read the inline styles above the image.
  if (priority)
    preload(cover.url, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: srcSet,
      imageSizes: local ? sizes : undefined,
    });
  return (
    <img
      className={className}
      src={cover.url}
      srcSet={srcSet}
      sizes={local ? sizes : undefined}
      width={NEWS_COVER_SIZE.width}
      height={NEWS_COVER_SIZE.height}
      alt={decorative ? "" : cover.alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
    />
  );
}

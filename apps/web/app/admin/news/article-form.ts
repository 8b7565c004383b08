import { type NewsDraftInput, type NewsEditorArticle, publicationGaps } from "@quillspin/contracts";
import type { z } from "zod";
import { valuesOf } from "../../forms/form-action";

/** The editor's fields as the form posts them: flat strings and checkboxes. */
export interface ArticleFormValues {
  [field: string]: string | boolean;
  locale: string;
  slug: string;
  title: string;
  excerpt: string;
  markdown: string;
  coverUrl: string;
  coverAlt: string;
  /** Comma-separated. */
  tags: string;
  author: string;
  pin_homepage: boolean;
  pin_news: boolean;
  /** Another article this one translates, as `locale/slug`; new articles only. */
  translationOf: string;
  /** The version the editor loaded; empty for a new article. */
  expectedUpdatedAt: string;
}

export type ArticleField = Exclude<keyof ArticleFormValues, number>;

export const emptyArticleForm: ArticleFormValues = {
  locale: "en",
  slug: "",
  title: "",
  excerpt: "",
  markdown: "",
  coverUrl: "",
  coverAlt: "",
  tags: "",
  author: "",
  pin_homepage: false,
  pin_news: false,
  translationOf: "",
  expectedUpdatedAt: "",
};

export function articleFormValues(article: NewsEditorArticle): ArticleFormValues {
  return {
    locale: article.locale,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    // An article written as HTML before the desk existed is edited as that HTML, which Markdown keeps.
    markdown: article.markdown ?? article.body,
    coverUrl: article.cover.url,
    coverAlt: article.cover.alt,
    tags: article.tags.join(", "),
    author: article.author,
    pin_homepage: article.pin_homepage,
    pin_news: article.pin_news,
    translationOf: "",
    expectedUpdatedAt: article.updatedAt,
  };
}

export function readArticleForm(formData: FormData): ArticleFormValues {
  return valuesOf(formData, emptyArticleForm);
}

/**
 * The API's input from the form: the contract's schema checks it, here and in the API. Empty fields
 * go as they are: a draft may leave the slug (it follows the title), the author (whoever saves it),
 * the summary, text and cover empty until it is published.
 */
export function articleInputOf(values: ArticleFormValues): NewsDraftInput & { expectedUpdatedAt?: string } {
  const [translationLocale, translationSlug] = values.translationOf.split("/");
  return {
    locale: values.locale as NewsDraftInput["locale"],
    slug: values.slug,
    title: values.title,
    excerpt: values.excerpt,
    markdown: values.markdown,
    cover: { url: values.coverUrl, alt: values.coverAlt },
    tags: values.tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    author: values.author,
    pin_homepage: values.pin_homepage,
    pin_news: values.pin_news,
    ...(values.translationOf
      ? { translation_of: { locale: translationLocale ?? "", slug: translationSlug ?? "" } }
      : {}),
    ...(values.expectedUpdatedAt ? { expectedUpdatedAt: values.expectedUpdatedAt } : {}),
  };
}

/** Which form field an issue of the API's input belongs to: `cover.url` is the cover address field. */
export function fieldOfPath(path: readonly PropertyKey[]): ArticleField | undefined {
  const [first, second] = path.map(String);
  if (first === "cover") return second === "alt" ? "coverAlt" : "coverUrl";
  if (first === "translation_of") return "translationOf";
  if (first && first in emptyArticleForm) return first as ArticleField;
  return undefined;
}

export type ArticleFieldErrors = Partial<Record<ArticleField, string>>;

export function articleFieldErrors(issues: readonly z.core.$ZodIssue[]): ArticleFieldErrors {
  const errors: ArticleFieldErrors = {};
  for (const issue of issues) {
    const field = fieldOfPath(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The API's `body.cover.url: …` messages, put under their form fields. */
export function apiFieldErrors(message: string): ArticleFieldErrors {
  const errors: ArticleFieldErrors = {};
  for (const [, path, text] of message.matchAll(
    /(?:^|;\s*)body\.([A-Za-z0-9_.]+):\s*(.*?)(?=;\s*body\.|$)/g,
  )) {
    const field = path ? fieldOfPath(path.split(".")) : undefined;
    if (field && text && !errors[field]) errors[field] = text;
  }
  return errors;
}

/** What publishing or scheduling still needs of the form's article, under the fields it concerns. */
export function publicationErrors(values: ArticleFormValues): ArticleFieldErrors {
  const errors: ArticleFieldErrors = {};
  for (const gap of publicationGaps({
    excerpt: values.excerpt,
    body: values.markdown,
    cover: { url: values.coverUrl, alt: values.coverAlt },
  })) {
    const field = fieldOfPath(gap.path.split("."));
    if (field && !errors[field]) errors[field] = gap.message;
  }
  return errors;
}

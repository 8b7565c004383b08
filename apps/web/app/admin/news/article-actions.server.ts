import {
  type NewsEditorArticle,
  type NewsSlugCheck,
  newsArticleUpdateSchema,
  newsConflictSchema,
  newsCoverUploadResponseSchema,
  newsCoverUrlSchema,
  newsDraftInputSchema,
  newsEditorArticleResponseSchema,
  newsPreviewResponseSchema,
  newsPublishSchema,
  newsSlugCheckResponseSchema,
} from "@quillspin/contracts";
import { redirect } from "react-router";
import type { ApiClient } from "../../api/api-client";
import { ApiRequestError } from "../../api/api-request-error";
import { readPostedForm } from "../../forms/posted-form.server";
import {
  type ArticleFieldErrors,
  type ArticleFormValues,
  apiFieldErrors,
  articleFieldErrors,
  articleFormValues,
  articleInputOf,
  publicationErrors,
  readArticleForm,
} from "./article-form";

/** What the editor's action answers when it does not move on to another page. */
export interface ArticleActionAnswer {
  /** The button pressed: only the article form's own buttons post its fields. */
  intent: string;
  values: ArticleFormValues;
  errors: ArticleFieldErrors;
  summary: string | null;
  /** A stale save: both versions' times. */
  conflict: { yourVersion: string; currentVersion: string } | null;
  /** The body as the article page will show it. */
  preview: string | null;
  /** An autosave (or Ctrl/Cmd+S) that went through: the article as saved, the form stays. */
  saved: NewsEditorArticle | null;
  /** Whether the address asked about is free, and the one a save would take. */
  slugCheck: NewsSlugCheck | null;
}

const answer = (values: ArticleFormValues, rest: Partial<ArticleActionAnswer> = {}): ArticleActionAnswer => ({
  intent: "",
  values,
  errors: {},
  summary: null,
  conflict: null,
  preview: null,
  saved: null,
  slugCheck: null,
  ...rest,
});

/** The API's refusal as the form shows it: under the fields it names, or above the form. */
function refusal(values: ArticleFormValues, error: unknown): ArticleActionAnswer {
  if (!(error instanceof ApiRequestError)) throw error;
  const conflict = newsConflictSchema.safeParse(error.data);
  if (conflict.success) {
    const { yourVersion, currentVersion } = conflict.data;
    return answer(values, { conflict: { yourVersion, currentVersion }, summary: conflict.data.message });
  }
  const message = error.serverMessage ?? "The API cannot be reached; nothing was saved. Try again.";
  const errors = error.status === 400 ? apiFieldErrors(message) : {};
  if (error.status === 409 && /address/.test(message)) return answer(values, { errors: { slug: message } });
  return answer(values, { errors, summary: Object.keys(errors).length > 0 ? null : message });
}

/**
 * The cover the editor chose: a file (picked, or dropped onto the editor) is uploaded first,
 * whichever button was pressed; otherwise a cover picked from the media library. Either fills the
 * cover field.
 */
async function withChosenCover(api: ApiClient, formData: FormData, values: ArticleFormValues) {
  const file = formData.get("coverFile");
  if (file instanceof File && file.size > 0) {
    const upload = new FormData();
    upload.set("file", file, file.name);
    const { data } = await api.post("/admin/news/covers", upload, { schema: newsCoverUploadResponseSchema });
    return { ...values, coverUrl: data.url };
  }
  const picked = formData.get("coverPick");
  if (typeof picked === "string" && newsCoverUrlSchema.safeParse(picked).success) {
    return { ...values, coverUrl: picked };
  }
  return values;
}

/** `<input type="datetime-local">` in UTC, as the form labels it. */
function publicationTime(raw: FormDataEntryValue | null): string | undefined {
  if (typeof raw !== "string" || raw === "") return undefined;
  const time = new Date(`${raw}Z`);
  return Number.isNaN(time.getTime()) ? "invalid" : time.toISOString();
}

/** The body as the article page will show it, for the preview beside the form. */
async function previewOf(api: ApiClient, markdown: string): Promise<string> {
  if (!markdown.trim()) return "";
  const { data } = await api.post("/admin/news/preview", { markdown }, { schema: newsPreviewResponseSchema });
  return data.body;
}

/**
 * Saves what the form holds: a new draft (from a title up) or the fields of an existing article,
 * on the version the editor loaded. Answers the saved article, or the form with its errors.
 */
async function save(
  api: ApiClient,
  values: ArticleFormValues,
  id: string | undefined,
): Promise<NewsEditorArticle | ArticleActionAnswer> {
  const input = articleInputOf(values);
  if (!id) {
    const parsed = newsDraftInputSchema.safeParse(input);
    if (!parsed.success) return answer(values, { errors: articleFieldErrors(parsed.error.issues) });
    const { data } = await api.post("/admin/news", parsed.data, { schema: newsEditorArticleResponseSchema });
    return data;
  }
  const { translation_of: _ignored, ...update } = input;
  const parsed = newsArticleUpdateSchema.safeParse(update);
  if (!parsed.success) return answer(values, { errors: articleFieldErrors(parsed.error.issues) });
  const { data } = await api.request(`/admin/news/${id}`, {
    method: "PATCH",
    body: parsed.data,
    schema: newsEditorArticleResponseSchema,
  });
  return data;
}

const isAnswer = (result: NewsEditorArticle | ArticleActionAnswer): result is ArticleActionAnswer =>
  "intent" in result;

/**
 * The news desk's editor: one form whose buttons say what to do (`intent`). Changes move on to the
 * article's page (post, redirect, get); a refusal comes back with what was typed and the preview of
 * it. An autosave answers the saved article and the page stays as it is.
 */
export async function articleAction(api: ApiClient, request: Request, id: string | undefined) {
  const formData = await readPostedForm(request);
  const intent = String(formData.get("intent") ?? "save");
  const result = await act(api, formData, intent, id);
  if (result instanceof Response) return result;
  // A refused save comes back with its preview, so the editor still sees what they wrote.
  const refused = ["save", "save-publish"].includes(intent) && result.preview === null;
  const preview = refused ? await previewOf(api, result.values.markdown).catch(() => null) : result.preview;
  return { ...result, preview, intent };
}

async function act(
  api: ApiClient,
  formData: FormData,
  intent: string,
  id: string | undefined,
): Promise<ArticleActionAnswer | Response> {
  let values = readArticleForm(formData);
  const done = (what: string, articleId = id) => redirect(`/admin/news/${articleId}?done=${what}`);
  try {
    if (intent === "slug-check") {
      const { data } = await api.get(
        "/admin/news/slug-check",
        { locale: values.locale, slug: values.slug, title: values.title, ...(id ? { id } : {}) },
        { schema: newsSlugCheckResponseSchema },
      );
      return answer(values, { slugCheck: data });
    }
    values = await withChosenCover(api, formData, values);
    if (intent === "preview" || intent === "cover") {
      return answer(values, { preview: await previewOf(api, values.markdown) });
    }
    if (intent === "autosave") {
      const saved = await save(api, values, id);
      if (isAnswer(saved)) return saved;
      return answer(articleFormValues(saved), { saved });
    }
    if (intent === "save") {
      const saved = await save(api, values, id);
      return isAnswer(saved) ? saved : done("saved", saved.id);
    }
    if (intent === "save-publish") {
      // Said before anything is saved, under each field, in the words of the publication rule.
      const missing = publicationErrors(values);
      if (Object.keys(missing).length > 0) return answer(values, { errors: missing });
      const saved = await save(api, values, id);
      if (isAnswer(saved)) return saved;
      await api.post(`/admin/news/${saved.id}/publish`, {});
      return done("published", saved.id);
    }
    if (!id) return answer(values, { summary: "Save the draft first." });
    if (intent === "publish" || intent === "schedule") {
      const publishedAt = intent === "schedule" ? publicationTime(formData.get("publishAt")) : undefined;
      const parsed = newsPublishSchema.safeParse(publishedAt ? { publishedAt } : {});
      if (!parsed.success || (intent === "schedule" && !publishedAt)) {
        return answer(values, { errors: { publishAt: "Enter the date and time to publish at (UTC)" } });
      }
      await api.post(`/admin/news/${id}/publish`, parsed.data);
      return done(intent === "schedule" ? "scheduled" : "published");
    }
    if (intent === "unpublish") {
      await api.post(`/admin/news/${id}/unpublish`);
      return done("unpublished");
    }
    if (intent === "restore") {
      const revision = String(formData.get("revisionId") ?? "");
      await api.post(`/admin/news/${id}/revisions/${encodeURIComponent(revision)}/restore`, {
        expectedUpdatedAt: values.expectedUpdatedAt,
      });
      return done("restored");
    }
    if (intent === "delete") {
      if (formData.get("confirmDelete") !== "yes") {
        return answer(values, { errors: { confirmDelete: "Tick the box to confirm the deletion" } });
      }
      await api.request(`/admin/news/${id}`, { method: "DELETE" });
      return redirect(`/admin/news?deleted=${encodeURIComponent(values.slug)}`);
    }
    return answer(values, {
      summary: "This button is not one the editor knows. Reload the page and try again.",
    });
  } catch (error) {
    return refusal(values, error);
  }
}

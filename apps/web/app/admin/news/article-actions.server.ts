import {
  newsArticleInputSchema,
  newsArticleUpdateSchema,
  newsConflictSchema,
  newsCoverUploadResponseSchema,
  newsEditorArticleResponseSchema,
  newsPreviewResponseSchema,
  newsPublishSchema,
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
  articleInputOf,
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
}

const answer = (values: ArticleFormValues, rest: Partial<ArticleActionAnswer> = {}): ArticleActionAnswer => ({
  intent: "",
  values,
  errors: {},
  summary: null,
  conflict: null,
  preview: null,
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
  return answer(values, { errors, summary: Object.keys(errors).length > 0 ? null : message });
}

/** A chosen cover file is uploaded first, whichever button was pressed; its address fills the cover field. */
async function withUploadedCover(api: ApiClient, formData: FormData, values: ArticleFormValues) {
  const file = formData.get("coverFile");
  if (!(file instanceof File) || file.size === 0) return values;
  const upload = new FormData();
  upload.set("file", file, file.name);
  const { data } = await api.post("/admin/news/covers", upload, { schema: newsCoverUploadResponseSchema });
  return { ...values, coverUrl: data.url };
}

/** `<input type="datetime-local">` in UTC, as the form labels it. */
function publicationTime(raw: FormDataEntryValue | null): string | undefined {
  if (typeof raw !== "string" || raw === "") return undefined;
  const time = new Date(`${raw}Z`);
  return Number.isNaN(time.getTime()) ? "invalid" : time.toISOString();
}

/**
 * The news desk's editor: one form whose buttons say what to do (`intent`). Changes move on to the
 * article's page (post, redirect, get); a refusal comes back with what was typed.
 */
export async function articleAction(api: ApiClient, request: Request, id: string | undefined) {
  const formData = await readPostedForm(request);
  const intent = String(formData.get("intent") ?? "save");
  const result = await act(api, formData, intent, id);
  return result instanceof Response ? result : { ...result, intent };
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
    values = await withUploadedCover(api, formData, values);
    if (intent === "preview" || intent === "cover") {
      if (!values.markdown) return answer(values, { preview: "" });
      const { data } = await api.post(
        "/admin/news/preview",
        { markdown: values.markdown },
        { schema: newsPreviewResponseSchema },
      );
      return answer(values, { preview: data.body });
    }
    if (intent === "save") {
      const input = articleInputOf(values);
      if (!id) {
        const parsed = newsArticleInputSchema.safeParse(input);
        if (!parsed.success) return answer(values, { errors: articleFieldErrors(parsed.error.issues) });
        const { data } = await api.post("/admin/news", parsed.data, {
          schema: newsEditorArticleResponseSchema,
        });
        return done("saved", data.id);
      }
      const { translation_of: _ignored, ...update } = input;
      const parsed = newsArticleUpdateSchema.safeParse(update);
      if (!parsed.success) return answer(values, { errors: articleFieldErrors(parsed.error.issues) });
      await api.request(`/admin/news/${id}`, { method: "PATCH", body: parsed.data });
      return done("saved");
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
    return answer(values, { summary: `Unknown action: ${intent}` });
  } catch (error) {
    return refusal(values, error);
  }
}

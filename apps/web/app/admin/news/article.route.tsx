import {
  newsArticleStatusLabels,
  newsCoverLibraryResponseSchema,
  newsEditorArticleResponseSchema,
  newsEditorIdParamsSchema,
  newsRevisionListResponseSchema,
} from "@quillspin/contracts";
import { useCallback, useState } from "react";
import {
  data,
  Form,
  Link,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useLoaderData,
} from "react-router";
import { ApiRequestError } from "../../api/api-request-error";
import { CheckboxField, TextField } from "../../forms/fields";
import { adminMeta } from "../admin-meta";
import { staffTime } from "../admin-time";
import { requireStaff } from "../staff-session.server";
import type { Route } from "./+types/article.route";
import { articleAction } from "./article-actions.server";
import { ArticleEditorForm } from "./article-editor-form";
import { articleFormValues, emptyArticleForm } from "./article-form";
import { RevisionList } from "./revision-list";
import "./news-desk.css";
import { contentChangedContext } from "../../request-context";

const doneMessages: Record<string, string> = {
  saved: "Saved.",
  published: "Published: the article is on the site within 5 seconds.",
  scheduled: "Scheduled: the article is published at the time set.",
  unpublished: "Unpublished: the article is off the site within 5 seconds.",
  restored: "The revision is restored, as a new save.",
};

/** The article being edited, or none for /admin/news/new; an id the contract refuses is not found. */
export async function loader(args: Route.LoaderArgs) {
  const { api, staff } = await requireStaff(args);
  const done = new URL(args.request.url).searchParams.get("done");
  const notice = done ? (doneMessages[done] ?? null) : null;
  const library = api
    .get("/admin/news/covers", undefined, { schema: newsCoverLibraryResponseSchema })
    .then((answer) => answer.data);
  const staffName = staff.name;
  if (args.params.id === undefined) {
    return { article: null, revisions: [], notice, library: await library, staffName };
  }
  if (!newsEditorIdParamsSchema.safeParse(args.params).success) throw data(null, { status: 404 });
  try {
    const [article, revisions, covers] = await Promise.all([
      api.get(`/admin/news/${args.params.id}`, undefined, { schema: newsEditorArticleResponseSchema }),
      api.get(`/admin/news/${args.params.id}/revisions`, undefined, {
        schema: newsRevisionListResponseSchema,
      }),
      library,
    ]);
    return { article: article.data, revisions: revisions.data, notice, library: covers, staffName };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** What the editor asks while typing (autosave, preview, a cover, the slug) leaves the page's data as it is. */
const QUIET_INTENTS = new Set(["autosave", "preview", "cover", "slug-check"]);

export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (typeof intent === "string" && QUIET_INTENTS.has(intent)) return false;
  return defaultShouldRevalidate;
}

export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args);
  try {
    return await articleAction(api, args.request, args.params.id);
  } finally {
    // Whatever it did, this instance's shared pages are rendered again (decision 0025); other
    // instances hear of a change from the API over Redis, or after the shared pages' short life.
    args.context.get(contentChangedContext)();
  }
}

/** The news desk's editor: fields, preview, publication, revisions and deletion of one article. */
export default function AdminNewsArticle() {
  const { article, revisions, notice, library, staffName } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const fromForm =
    answer && ["save", "save-publish", "preview", "cover"].includes(answer.intent) ? answer : undefined;
  // Publishing from the Publication section refused for what the article lacks: said under its fields.
  const publishRefusal =
    answer && ["publish", "schedule"].includes(answer.intent) && !answer.errors.publishAt
      ? answer
      : undefined;
  const values = fromForm?.values ?? (article ? articleFormValues(article) : emptyArticleForm);
  const [conflict, setConflict] = useState<{ yourVersion: string; currentVersion: string } | null>(null);
  const onConflict = useCallback(
    (found: { yourVersion: string; currentVersion: string }) => setConflict(found),
    [],
  );
  const shownConflict = answer?.conflict ?? conflict;
  const otherErrors = answer && !fromForm && !publishRefusal ? answer : undefined;
  const editorErrors = fromForm && !fromForm.conflict ? fromForm.errors : (publishRefusal?.errors ?? {});

  return (
    <>
      <header className="admin-page__header">
        <p>
          <Link to="/admin/news">All articles</Link>
        </p>
        <h1>{article ? `Edit: ${article.title}` : "New article"}</h1>
        {article ? (
          <p className="admin-page__lead">
            <span className={`news-desk__status news-desk__status--${article.status}`}>
              {newsArticleStatusLabels[article.status]}
            </span>{" "}
            {article.status === "scheduled" && article.scheduledFor
              ? `for ${staffTime(article.scheduledFor, "second")}`
              : article.publishedAt
                ? `since ${staffTime(article.publishedAt, "second")}`
                : ""}
            {article.status === "published" ? (
              <>
                {" "}
                · <Link to={`/news/${article.slug}`}>View on the site</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </header>
      {notice ? (
        <p className="admin-notice" role="status">
          {notice}
        </p>
      ) : null}
      {shownConflict ? (
        <div className="news-desk__conflict" role="alert">
          <h2>Someone else saved this article after you opened it</h2>
          <p>
            Your version:{" "}
            <time dateTime={shownConflict.yourVersion}>{staffTime(shownConflict.yourVersion, "second")}</time>
            . Their save:{" "}
            <time dateTime={shownConflict.currentVersion}>
              {staffTime(shownConflict.currentVersion, "second")}
            </time>
            .
          </p>
          <p>
            Nothing of yours was saved; your text is still in the form below. Copy what you need, then{" "}
            <Link to={article ? `/admin/news/${article.id}` : "/admin/news"} reloadDocument>
              open the current version
            </Link>
            .
          </p>
        </div>
      ) : null}
      <ArticleEditorForm
        key={`${article?.id ?? "new"}-${article?.updatedAt ?? ""}-${answer ? JSON.stringify(answer.values) : ""}`}
        article={article}
        values={values}
        errors={editorErrors}
        summary={
          fromForm && !fromForm.conflict
            ? fromForm.summary
            : publishRefusal && Object.keys(publishRefusal.errors).length > 0
              ? "To publish or schedule, the article needs what is marked below."
              : null
        }
        preview={fromForm?.preview ?? article?.body ?? ""}
        library={library}
        staffName={staffName}
        onConflict={onConflict}
      />
      {article ? (
        <>
          <section className="news-desk__publication" aria-labelledby="publication-heading">
            <h2 id="publication-heading">Publication</h2>
            {publishRefusal && Object.keys(publishRefusal.errors).length > 0 ? (
              <p className="field__error" role="alert">
                Not published: the article needs what the form above marks.
              </p>
            ) : null}
            {(otherErrors ?? publishRefusal)?.summary && !(otherErrors ?? publishRefusal)?.conflict ? (
              <p className="field__error" role="alert">
                {(otherErrors ?? publishRefusal)?.summary}
              </p>
            ) : null}
            <Form method="post" className="news-desk__publish">
              {article.status !== "published" ? (
                <button type="submit" name="intent" value="publish" className="button button--primary">
                  Publish now
                </button>
              ) : null}
              {article.status !== "draft" ? (
                <button type="submit" name="intent" value="unpublish" className="button button--ghost">
                  {article.status === "scheduled" ? "Cancel the schedule" : "Unpublish"}
                </button>
              ) : null}
            </Form>
            <Form method="post" className="news-desk__schedule">
              <TextField
                id="article-publishAt"
                name="publishAt"
                type="datetime-local"
                step={1}
                label="Publish at (UTC)"
                error={otherErrors?.errors.publishAt}
              />
              <button type="submit" name="intent" value="schedule" className="button button--ghost">
                Schedule
              </button>
            </Form>
          </section>
          <RevisionList revisions={revisions} version={article.updatedAt} />
          <section className="news-desk__delete" aria-labelledby="delete-heading">
            <h2 id="delete-heading">Delete</h2>
            <Form method="post">
              <input type="hidden" name="slug" value={article.slug} />
              <CheckboxField
                id="article-confirmDelete"
                name="confirmDelete"
                value="yes"
                label={`Yes, delete “${article.title}” and its revisions for good`}
                error={otherErrors?.errors.confirmDelete}
              />
              <button type="submit" name="intent" value="delete" className="button button--ghost">
                Delete article
              </button>
            </Form>
          </section>
        </>
      ) : null}
    </>
  );
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return adminMeta(loaded?.article ? `Edit: ${loaded.article.title}` : "New article");
}

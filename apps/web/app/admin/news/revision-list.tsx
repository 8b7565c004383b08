import type { NewsRevision } from "@quillspin/contracts";
import { Form } from "react-router";
import { staffTime } from "../admin-time";

/** Every save of the article, newest first; any older one can be saved again. */
export function RevisionList({
  revisions,
  version,
}: {
  revisions: readonly NewsRevision[];
  version: string;
}) {
  return (
    <section className="news-desk__revisions" aria-labelledby="revisions-heading">
      <h2 id="revisions-heading">Revisions</h2>
      <ol className="news-desk__revision-list">
        {revisions.map((revision, index) => (
          <li key={revision.id}>
            <span>
              <time dateTime={revision.savedAt}>{staffTime(revision.savedAt, "second")}</time> by{" "}
              {revision.savedBy.name}: “{revision.fields.title}”{index === 0 ? " (current)" : ""}
            </span>
            {index > 0 ? (
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="revisionId" value={revision.id} />
                <input type="hidden" name="expectedUpdatedAt" value={version} />
                <button
                  type="submit"
                  className="button button--ghost admin-button--small"
                  aria-label={`Restore the revision of ${staffTime(revision.savedAt, "second")}`}
                >
                  Restore
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

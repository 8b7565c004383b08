import { siteRoutes } from "@quillspin/contracts";
import { Link, useActionData, useLoaderData } from "react-router";
import { useMessages } from "../../locale/locale-context";
import { adminMeta } from "../admin-meta";
import { requireStaff } from "../staff-session.server";
import type { Route } from "./+types/roadmap.route";
import { editValuesOf, emptyMilestone } from "./milestone-fields";
import { MilestoneForm } from "./milestone-form";
import { MilestoneItem } from "./milestone-item";
import { loadRoadmapDesk, roadmapDeskAction } from "./roadmap-desk.server";
import "./roadmap-desk.css";
import { readPostedForm } from "../../forms/posted-form.server";
import { roadmapMessages } from "../../locale/areas/roadmap";
import { contentChangedContext } from "../../request-context";

/** The milestones in order; `?edit=` opens one's form, `?delete=` asks to confirm its deletion. */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args);
  const query = new URL(args.request.url).searchParams;
  return {
    milestones: await loadRoadmapDesk(api),
    editing: query.get("edit"),
    deleting: query.get("delete"),
    added: query.get("added"),
    saved: query.get("saved") ?? query.get("moved"),
    moved: query.has("moved"),
    deleted: query.has("deleted"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args);
  try {
    return await roadmapDeskAction(api, await readPostedForm(args.request));
  } finally {
    // Whatever it did, this instance's shared pages are rendered again (decision 0025); other
    // instances hear of a change from the API over Redis, or after the shared pages' short life.
    args.context.get(contentChangedContext)();
  }
}

/** What the last change did, said once above the list. */
function useNotice(data: ReturnType<typeof useLoaderData<typeof loader>>): string | null {
  const desk = useMessages(roadmapMessages).roadmap.admin;
  const titleOf = (id: string | null) => data.milestones.find((milestone) => milestone.id === id)?.title;
  const added = titleOf(data.added);
  if (added) return desk.added(added);
  const saved = titleOf(data.saved);
  if (saved) return data.moved ? desk.moved(saved) : desk.saved(saved);
  return data.deleted ? desk.deleted : null;
}

export default function AdminRoadmap() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const desk = useMessages(roadmapMessages).roadmap.admin;
  const notice = useNotice(data);
  const { milestones } = data;
  const editingId = answer?.intent === "edit" ? answer.id : data.editing;
  return (
    <>
      <header className="admin-page__header">
        <h1>{desk.h1}</h1>
        <p className="admin-page__lead">
          {desk.lead} <Link to={siteRoutes.roadmap()}>{desk.publicPage}</Link>
        </p>
      </header>
      {notice && !answer ? (
        <p className="admin-notice" role="status">
          {notice}
        </p>
      ) : null}
      {answer?.intent === "change" ? (
        <p className="admin-notice" role="alert">
          {answer.summary}
        </p>
      ) : null}
      <section aria-labelledby="roadmap-desk-list">
        <h2 id="roadmap-desk-list">{desk.listHeading}</h2>
        {milestones.length === 0 ? <p>{desk.empty}</p> : null}
        <ol className="roadmap-desk__list">
          {milestones.map((milestone) => (
            <MilestoneItem
              key={milestone.id}
              milestone={milestone}
              total={milestones.length}
              confirmingDelete={data.deleting === milestone.id}
              editor={
                editingId === milestone.id ? (
                  <section
                    id={`edit-${milestone.id}`}
                    className="roadmap-desk__editor"
                    aria-labelledby={`edit-${milestone.id}-heading`}
                  >
                    <h4 id={`edit-${milestone.id}-heading`}>{desk.editHeading(milestone.title)}</h4>
                    <MilestoneForm
                      label={desk.editHeading(milestone.title)}
                      submit={desk.save}
                      initial={editValuesOf(milestone)}
                      posted={answer?.intent === "edit" ? answer.posted : undefined}
                      hidden={{
                        intent: "edit",
                        id: milestone.id,
                        expectedUpdatedAt:
                          answer?.intent === "edit" && answer.posted.values.expectedUpdatedAt
                            ? answer.posted.values.expectedUpdatedAt
                            : milestone.updatedAt,
                      }}
                    />
                    <Link to={`?#milestone-${milestone.id}`}>{desk.cancel}</Link>
                  </section>
                ) : null
              }
            />
          ))}
        </ol>
      </section>
      <section aria-labelledby="roadmap-desk-add">
        <h2 id="roadmap-desk-add">{desk.addHeading}</h2>
        <MilestoneForm
          label={desk.addHeading}
          submit={desk.add}
          initial={emptyMilestone}
          posted={answer?.intent === "add" ? answer.posted : undefined}
          hidden={{ intent: "add" }}
        />
      </section>
    </>
  );
}

export function meta() {
  return adminMeta("Roadmap");
}

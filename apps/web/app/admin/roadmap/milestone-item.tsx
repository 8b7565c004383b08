import type { Milestone } from "@quillspin/contracts";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { companyMessages } from "../../locale/areas/company";
import { roadmapMessages } from "../../locale/areas/roadmap";
import { useMessages } from "../../locale/locale-context";

interface MilestoneItemProps {
  milestone: Milestone;
  total: number;
  /** Asking to delete it: the confirmation replaces the actions. */
  confirmingDelete: boolean;
  /** The edit form, when this milestone is being edited. */
  editor: ReactNode;
}

/** A one-button form: the browser posts it as it is, so it works without scripts. */
function ChangeButton({
  milestone,
  intent,
  fields = {},
  children,
}: {
  milestone: Milestone;
  intent: string;
  fields?: Record<string, string>;
  /** The visible label; the accessible name adds which milestone it changes. */
  children: string;
}) {
  return (
    <Form method="post" className="roadmap-desk__change">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={milestone.id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className="button button--ghost admin-button--small"
        aria-label={`${children}: ${milestone.title}`}
      >
        {children}
      </button>
    </Form>
  );
}

/** One milestone on the roadmap desk, with the changes an editor can make to it. */
export function MilestoneItem({ milestone, total, confirmingDelete, editor }: MilestoneItemProps) {
  const m = useMessages(roadmapMessages, companyMessages);
  const desk = m.roadmap.admin;
  const done = milestone.status === "done";
  return (
    <li id={`milestone-${milestone.id}`} className="roadmap-desk__item" tabIndex={-1}>
      <div className="roadmap-desk__summary">
        <p className="roadmap-desk__meta">
          <span>{desk.position(milestone.position, total)}</span>
          <time dateTime={milestone.month}>{milestone.quarter}</time>
          <span className="badge">{m.company.milestoneStatus[milestone.status]}</span>
          <span className="badge">{m.company.milestoneKind[milestone.kind]}</span>
        </p>
        <h3>{milestone.title}</h3>
        <p className="muted">{milestone.text}</p>
      </div>
      {confirmingDelete ? (
        <div className="roadmap-desk__confirm">
          <p>{desk.confirmDelete(milestone.title)}</p>
          <div className="roadmap-desk__actions">
            <ChangeButton milestone={milestone} intent="delete">
              {desk.confirmDeleteAction}
            </ChangeButton>
            <Link to={`?#milestone-${milestone.id}`} className="button button--ghost admin-button--small">
              {desk.cancel}
            </Link>
          </div>
        </div>
      ) : (
        <div className="roadmap-desk__actions">
          {milestone.position > 1 ? (
            <ChangeButton milestone={milestone} intent="move" fields={{ direction: "up" }}>
              {desk.moveUp}
            </ChangeButton>
          ) : null}
          {milestone.position < total ? (
            <ChangeButton milestone={milestone} intent="move" fields={{ direction: "down" }}>
              {desk.moveDown}
            </ChangeButton>
          ) : null}
          <ChangeButton
            milestone={milestone}
            intent="done"
            fields={{ done: String(!done), expectedUpdatedAt: milestone.updatedAt }}
          >
            {done ? desk.markUndone : desk.markDone}
          </ChangeButton>
          <Link
            to={`?edit=${milestone.id}#edit-${milestone.id}`}
            className="button button--ghost admin-button--small"
            aria-label={`${desk.edit}: ${milestone.title}`}
          >
            {desk.edit}
          </Link>
          <Link
            to={`?delete=${milestone.id}#milestone-${milestone.id}`}
            className="button button--ghost admin-button--small"
            aria-label={`${desk.delete}: ${milestone.title}`}
          >
            {desk.delete}
          </Link>
        </div>
      )}
      {editor}
    </li>
  );
}

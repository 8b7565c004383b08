import {
  contactTopics,
  messageHandlingStates,
  messageReadStates,
  type StaffMemberSummary,
} from "@quillspin/contracts";
import { Form, Link } from "react-router";
import { useMessages } from "../../locale/locale-context";
import "../../forms/forms.css";
import { formsMessages } from "../../locale/areas/forms";
import { handlingStateLabels, readStateLabels } from "./message-labels";
import type { MessageFilterField, MessageListState } from "./message-list-query";

interface Choice {
  value: string;
  label: string;
}

function FilterSelect({
  field,
  label,
  choices,
  state,
}: {
  field: MessageFilterField;
  label: string;
  choices: Choice[];
  state: MessageListState;
}) {
  const id = `message-filter-${field}`;
  const error = state.errors[field];
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      <select
        id={id}
        name={field}
        defaultValue={state.values[field]}
        className="field__control field__control--select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The list's filters: a GET form, so every filtered view is an address to keep or share. */
export function MessageFilters({ state, staff }: { state: MessageListState; staff: StaffMemberSummary[] }) {
  const m = useMessages(formsMessages);
  const topics = m.forms.contact.topics;
  const searchError = state.errors.q;
  return (
    <Form method="get" className="message-filters" aria-label="Filter messages">
      <div className={`field message-filters__search${searchError ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor="message-filter-q">
          Search
        </label>
        <p id="message-filter-q-hint" className="field__hint">
          Name, email, company or message
        </p>
        {searchError ? (
          <p id="message-filter-q-error" className="field__error">
            {searchError}
          </p>
        ) : null}
        <input
          id="message-filter-q"
          name="q"
          type="search"
          defaultValue={state.values.q}
          className="field__control"
          aria-invalid={searchError ? true : undefined}
          aria-describedby={`message-filter-q-hint${searchError ? " message-filter-q-error" : ""}`}
        />
      </div>
      <FilterSelect
        field="read"
        label="Read"
        state={state}
        choices={[
          { value: "", label: "Read and unread" },
          ...messageReadStates.map((value) => ({ value, label: readStateLabels[value] })),
        ]}
      />
      <FilterSelect
        field="state"
        label="State"
        state={state}
        choices={[
          { value: "", label: "Open and handled" },
          ...messageHandlingStates.map((value) => ({ value, label: handlingStateLabels[value] })),
        ]}
      />
      <FilterSelect
        field="assignee"
        label="Assignee"
        state={state}
        choices={[
          { value: "", label: "Anyone or nobody" },
          { value: "me", label: "Assigned to me" },
          { value: "anyone", label: "Assigned to someone" },
          { value: "nobody", label: "Not assigned" },
          ...staff.map((member) => ({ value: member.id, label: `Assigned to ${member.name}` })),
        ]}
      />
      <FilterSelect
        field="topic"
        label="Topic"
        state={state}
        choices={[
          { value: "", label: "Every topic" },
          ...contactTopics.map((topic) => ({ value: topic, label: topics[topic] })),
        ]}
      />
      <div className="message-filters__actions">
        <button type="submit" className="button button--primary">
          Filter
        </button>
        <Link to="/admin/messages">Clear filters</Link>
      </div>
    </Form>
  );
}

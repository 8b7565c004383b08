import {
  contactTopics,
  messageHandlingStates,
  messageReadStates,
  type StaffMemberSummary,
} from "@quillspin/contracts";
import { Form, Link } from "react-router";
import { SelectField, TextField } from "../../forms/fields";
import { formsMessages } from "../../locale/areas/forms";
import { useMessages } from "../../locale/locale-context";
import { handlingStateLabels, readStateLabels } from "./message-labels";
import type { MessageFilterField, MessageListState } from "./message-list-query";

interface Choice {
  value: string;
  label: string;
}

/** One filter: the site's select, its first choice the empty "any", keeping its own value until sent. */
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
  return (
    <SelectField
      id={`message-filter-${field}`}
      name={field}
      label={label}
      error={state.errors[field]}
      options={choices}
      defaultValue={state.values[field]}
    />
  );
}

/** The list's filters: a GET form, so every filtered view is an address to keep or share. */
export function MessageFilters({ state, staff }: { state: MessageListState; staff: StaffMemberSummary[] }) {
  const m = useMessages(formsMessages);
  const topics = m.forms.contact.topics;
  return (
    <Form method="get" className="message-filters" aria-label="Filter messages">
      <TextField
        id="message-filter-q"
        name="q"
        type="search"
        label="Search"
        hint="Name, email, company or message"
        error={state.errors.q}
        defaultValue={state.values.q}
      />
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

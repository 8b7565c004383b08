import { Form, Link } from "react-router";
import { TextField } from "../../forms/fields";
import { type AuditFilters, isFiltered } from "./audit-filters-query";

interface FilterFieldProps {
  name: keyof AuditFilters & string;
  label: string;
  hint?: string;
  type?: "text" | "date";
  value: string;
}

/** One filter: the site's text field, keeping its own value until the GET form is sent. */
function FilterField({ name, label, hint, type = "text", value }: FilterFieldProps) {
  return (
    <TextField
      id={`audit-filter-${name}`}
      name={name}
      type={type}
      label={label}
      hint={hint}
      defaultValue={value}
      spellCheck={false}
    />
  );
}

/**
 * The log's filters as a GET form: the filtered list has an address of its own, to bookmark or send
 * to a colleague, and the form works without scripts.
 */
export function AuditFilterForm({ filters }: { filters: AuditFilters }) {
  return (
    <Form method="get" className="audit-filters" aria-label="Filter the audit log">
      <FilterField name="actor" label="Staff member" hint="Part of a name or email" value={filters.actor} />
      <FilterField name="action" label="Action or area" hint="news, or news.publish" value={filters.action} />
      <FilterField
        name="subjectType"
        label="Subject type"
        hint="article, account…"
        value={filters.subjectType}
      />
      <FilterField name="from" label="From (UTC)" type="date" value={filters.from} />
      <FilterField name="to" label="To (UTC)" type="date" value={filters.to} />
      <div className="audit-filters__actions">
        <button type="submit" className="button button--primary">
          Filter
        </button>
        {isFiltered(filters) ? <Link to="/admin/audit">Clear filters</Link> : null}
      </div>
    </Form>
  );
}

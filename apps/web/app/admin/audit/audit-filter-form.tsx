import { Form, Link } from "react-router";
import { type AuditFilters, isFiltered } from "./audit-filters-query";

interface FilterFieldProps {
  name: keyof AuditFilters & string;
  label: string;
  hint?: string;
  type?: "text" | "date";
  value: string;
}

function FilterField({ name, label, hint, type = "text", value }: FilterFieldProps) {
  const id = `audit-filter-${name}`;
  return (
    <div className="field audit-filters__field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        className="field__control"
        defaultValue={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        spellCheck={false}
      />
    </div>
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

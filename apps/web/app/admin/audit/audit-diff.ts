/** One field of a record as an action found it and left it. */
export interface FieldChange {
  field: string;
  /** Absent when the field did not exist before (or the action created the record). */
  before?: string;
  /** Absent when the field no longer exists (or the action removed the record). */
  after?: string;
}

/** How a stored value reads in the log: text as it is, anything else as compact JSON. */
export function readableValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "(empty)";
  return JSON.stringify(value);
}

/**
 * The fields an action changed, in the order they first appear: unchanged fields are left out, so an
 * edit of one field of a long record reads as that one field.
 */
export function auditDiff(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const had = before !== null && Object.hasOwn(before, field);
    const has = after !== null && Object.hasOwn(after, field);
    const old = had ? readableValue(before?.[field]) : undefined;
    const now = has ? readableValue(after?.[field]) : undefined;
    if (had && has && old === now) return [];
    return [
      { field, ...(old === undefined ? {} : { before: old }), ...(now === undefined ? {} : { after: now }) },
    ];
  });
}

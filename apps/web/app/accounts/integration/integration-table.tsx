import type { ReactNode } from "react";

/** A column's head; money columns are right-aligned, head and cells alike, so the digits line up. */
export interface IntegrationColumn {
  label: string;
  money?: boolean;
}

export const moneyCell = "integration-table__money";

/**
 * The Integration section's tables (rounds, a round's transactions, stuck transactions): a caption read
 * by screen readers, column heads, and a wrapper that scrolls sideways on a phone instead of the page.
 */
export function IntegrationTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly IntegrationColumn[];
  children: ReactNode;
}) {
  return (
    <div className="integration-table-wrap">
      <table className="integration-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.money ? moneyCell : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

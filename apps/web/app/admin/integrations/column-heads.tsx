/**
 * The head row of the section's tables: each column head named once in the messages, the counts and
 * sums after the words, right-aligned like their cells.
 */
export function ColumnHeads({ labels, counts }: { labels: readonly string[]; counts: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
        {counts.map((label) => (
          <th key={label} scope="col" className="integrations-table__count">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

import type { CatalogueAudit } from "./audit";

/**
 * The audit as lines of text, and whether it passes: no text may state a figure its facts contradict,
 * nor the rejected reading of a discrepancy.
 */
export function auditReport(audit: CatalogueAudit): { lines: string[]; passed: boolean } {
  const lines: string[] = [];
  const figuresChecked = audit.games.reduce((total, game) => total + game.checked.length, 0);

  lines.push(
    `Discrepancies in catalogue.md (${audit.discrepancies.length}): the chosen reading is the fact; no text may state the other`,
  );
  for (const discrepancy of audit.discrepancies) {
    lines.push(
      `  ${discrepancy.slug} · ${discrepancy.fact}`,
      `    chosen: ${discrepancy.chosen}`,
      `    other:  ${discrepancy.other}`,
      `    source: ${discrepancy.source}`,
    );
  }

  lines.push("");
  if (audit.mismatches.length === 0) {
    lines.push("Text mismatches: none");
  } else {
    lines.push(
      `Text mismatches (${audit.mismatches.length}): a text states a figure that differs from the facts`,
    );
    for (const mismatch of audit.mismatches) {
      lines.push(
        `  ${mismatch.slug} · ${mismatch.field} · ${mismatch.location}`,
        `    found ${mismatch.found}, expected ${mismatch.expected}`,
        `    in: ${mismatch.sentence}`,
      );
    }
  }

  if (audit.rejectedReadings.length > 0) {
    lines.push("", `Rejected readings in texts (${audit.rejectedReadings.length}):`);
    for (const rejected of audit.rejectedReadings) {
      lines.push(
        `  ${rejected.slug} · ${rejected.fact} · ${rejected.location}`,
        `    found ${rejected.found}, the rejected reading "${rejected.other}"; the fact is ${rejected.chosen}`,
      );
    }
  }

  const failures = audit.mismatches.length + audit.rejectedReadings.length;
  const passed = failures === 0;
  lines.push(
    "",
    `${passed ? "OK" : "FAILED"}: ${audit.games.length} games, ${figuresChecked} stated figures checked, ` +
      `${audit.discrepancies.length} discrepancies recorded, ${audit.mismatches.length} mismatches, ` +
      `${audit.rejectedReadings.length} rejected readings in texts`,
  );
  return { lines, passed };
}

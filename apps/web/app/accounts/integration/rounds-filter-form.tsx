import { gameSummaries } from "@quillspin/content";
import { type FormEvent, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { ErrorSummary, type SummaryItem } from "../../forms/error-summary";
import { SelectField, TextField } from "../../forms/fields";
import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useLocale, useMessages } from "../../locale/locale-context";
import { AppLink, localizePath } from "../../locale/localized-link";
import { roundStatuses } from "./integration-types";
import { type RoundFilters, utcOf } from "./round-filters";
import { sectionPaths } from "./section-paths";

/**
 * The rounds' filters: a GET form of the page itself, so the filters live in the address (a reload,
 * a bookmark and the browser's back button keep them) and each search starts at the newest round.
 * The one check the fields cannot make alone, a range that ends before it starts, stops the search.
 */
export function RoundsFilterForm({ filters }: { filters: RoundFilters }) {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.rounds;
  const locale = useLocale();
  const prefix = useId();
  const ids = {
    player_id: `${prefix}-player`,
    game: `${prefix}-game`,
    status: `${prefix}-status`,
    from: `${prefix}-from`,
    to: `${prefix}-to`,
  };
  const [rangeError, setRangeError] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  function check(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const from = utcOf(String(data.get("from") ?? ""));
    const to = utcOf(String(data.get("to") ?? ""));
    if (from && to && Date.parse(to) <= Date.parse(from)) {
      event.preventDefault();
      setRangeError(t.errors.range);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setRangeError(null);
  }

  const summary: SummaryItem[] = rangeError ? [{ fieldId: ids.to, message: rangeError }] : [];
  return (
    <Form
      method="get"
      action={localizePath(sectionPaths.rounds(), locale)}
      className="form integration-filters"
      aria-label={t.filters}
      onSubmit={check}
    >
      <ErrorSummary ref={summaryRef} items={summary} />
      <div className="integration-filters__fields">
        <TextField
          id={ids.player_id}
          name="player_id"
          label={t.player}
          optional
          defaultValue={filters.player_id}
          maxLength={128}
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField
          id={ids.game}
          name="game"
          label={t.game}
          placeholder={t.anyGame}
          defaultValue={filters.game}
          options={gameSummaries.map((game) => ({ value: game.slug, label: game.name }))}
        />
        <SelectField
          id={ids.status}
          name="status"
          label={t.status}
          placeholder={t.anyStatus}
          defaultValue={filters.status}
          options={roundStatuses.map((status) => ({ value: status, label: t.statuses[status] }))}
        />
        <TextField
          id={ids.from}
          name="from"
          type="datetime-local"
          label={t.from}
          optional
          defaultValue={filters.from}
        />
        <TextField
          id={ids.to}
          name="to"
          type="datetime-local"
          label={t.to}
          optional
          defaultValue={filters.to}
          error={rangeError ?? undefined}
        />
      </div>
      <div className="integration-actions">
        <button type="submit" className="button button--primary">
          {t.apply}
        </button>
        <AppLink className="button" to={sectionPaths.rounds()}>
          {t.clear}
        </AppLink>
      </div>
    </Form>
  );
}

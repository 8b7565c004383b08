import { gameSummaries } from "@quillspin/content";
import { useId, useMemo } from "react";
import { Form } from "react-router";
import { SelectField, TextField } from "../../forms/fields";
import { partnerReportsMessages } from "../../locale/areas/partner-reports";
import { useLocale, useMessages } from "../../locale/locale-context";
import { AppLink, localizePath } from "../../locale/localized-link";
import { currencyOptions } from "./currency-options";
import type { ReportFilters } from "./report-query";

/**
 * The report's filters, or the fraud signals' range alone: a GET form of the page itself, so the
 * filters live in the address and a report can be linked, reloaded and gone back to. The range's
 * checks are the API's, and its words are shown when it refuses one.
 */
export function ReportFilterForm({
  filters,
  path,
  label,
  submit,
  withCurrencyAndGame,
}: {
  filters: ReportFilters;
  /** The page the form is of (sectionPaths). */
  path: string;
  label: string;
  submit: string;
  withCurrencyAndGame: boolean;
}) {
  const m = useMessages(partnerReportsMessages);
  const t = m.partnerReports.reports;
  const locale = useLocale();
  const prefix = useId();
  const currencies = useMemo(currencyOptions, []);
  return (
    <Form
      method="get"
      action={localizePath(path, locale)}
      className="form integration-filters"
      aria-label={label}
    >
      {/* Said once above the fields rather than under one of them, so the fields stay in line. */}
      <p className="field__hint">{t.rangeHint}</p>
      <div className="integration-filters__fields">
        <TextField
          id={`${prefix}-from`}
          name="from"
          type="date"
          label={t.from}
          optional
          defaultValue={filters.from}
        />
        <TextField
          id={`${prefix}-to`}
          name="to"
          type="date"
          label={t.to}
          optional
          defaultValue={filters.to}
        />
        {withCurrencyAndGame ? (
          <>
            <SelectField
              id={`${prefix}-currency`}
              name="currency"
              label={t.currency}
              placeholder={t.anyCurrency}
              defaultValue={filters.currency}
              options={currencies}
            />
            <SelectField
              id={`${prefix}-game`}
              name="game"
              label={t.game}
              placeholder={t.anyGame}
              defaultValue={filters.game}
              options={gameSummaries.map((game) => ({ value: game.slug, label: game.name }))}
            />
          </>
        ) : null}
      </div>
      <div className="integration-actions">
        <button type="submit" className="button button--primary">
          {submit}
        </button>
        <AppLink className="button" to={path}>
          {t.clear}
        </AppLink>
      </div>
    </Form>
  );
}

import { forwardRef } from "react";
import { formsMessages } from "../locale/areas/forms";
import { useMessages } from "../locale/locale-context";

export interface SummaryItem {
  /** The id of the control the message is about, or null for a message about the whole form. */
  fieldId: string | null;
  message: string;
}

/**
 * Above the form after a failed submit: announced at once (role=alert) and focused, with a link to
 * each field that needs fixing.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { items: readonly SummaryItem[] }>(
  function ErrorSummary({ items }, ref) {
    const m = useMessages(formsMessages);
    if (items.length === 0) return null;
    return (
      <div ref={ref} className="form-summary" role="alert" tabIndex={-1}>
        <h3 className="form-summary__title">{m.forms.summaryTitle}</h3>
        <ul className="form-summary__list">
          {items.map((item) => (
            <li key={`${item.fieldId ?? "form"}-${item.message}`}>
              {item.fieldId ? (
                <a
                  href={`#${item.fieldId}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(item.fieldId ?? "")?.focus();
                  }}
                >
                  {item.message}
                </a>
              ) : (
                item.message
              )}
            </li>
          ))}
        </ul>
      </div>
    );
  },
);

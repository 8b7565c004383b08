import { useEffect, useRef, useState } from "react";

interface ConfirmActionProps {
  /** The button that asks first. */
  label: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
}

/**
 * A button whose action cannot be undone (rotating or revoking a secret): the first click asks, in
 * place, and moves the focus to the question so it is read out; Cancel puts the focus back.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
}: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (wasAsking.current) openerRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={openerRef}
        type="button"
        className="button"
        onClick={() => setAsking(true)}
        disabled={busy}
      >
        {label}
      </button>
    );
  }
  return (
    <div className="integration-confirm">
      <p ref={questionRef} tabIndex={-1} className="integration-confirm__question">
        {question}
      </p>
      <div className="integration-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => {
            onConfirm();
            setAsking(false);
          }}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button" onClick={() => setAsking(false)}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}

import { type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { useMessages } from "../locale/locale-context";
import "./modal.css";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}

/**
 * A real modal dialog on the native <dialog>: the browser moves focus in, keeps it inside, closes on
 * Escape and gives focus back to what opened it.
 */
export function Modal({ open, onClose, title, children, className }: ModalProps) {
  const m = useMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Before any effect of the content: a dialog whose code loaded on its first opening mounts open,
  // and its content's own effects (a form focusing its first field) need it open already.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={`modal${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <div className="modal__body">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={m.modal.close}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

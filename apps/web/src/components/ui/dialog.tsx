import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import '@kerbside/ui/dialog.css';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons; defaults to a single OK button that closes the dialog. */
  actions?: ReactNode;
  tone?: 'default' | 'warning' | 'error';
  /**
   * Where focus goes when the dialog closes. The browser returns it to the element focused before
   * opening, which is <body> when that element was disabled meanwhile (a busy submit button).
   */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Room for two columns on wide screens (up to 880 px instead of 460 px). */
  wide?: boolean;
  /** false: a click beside the dialog does nothing (when closing it means a choice, e.g. failing a check). */
  closeOnBackdrop?: boolean;
}

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside) and Escape closes it.
 */
export function Dialog({ open, title, onClose, children, actions, tone = 'default', returnFocus, wide = false, closeOnBackdrop = true }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The browser focuses the first focusable element, which is the scrollable content; start on
      // the dialog's first button instead, without scrolling the content away from its top.
      dialog.querySelector<HTMLElement>('.dialog__actions button, .dialog__actions a')?.focus({ preventScroll: true });
    }
    if (!open && dialog.open) {
      dialog.close();
      const target = returnFocus?.current;
      if (target?.isConnected) target.focus();
    }
  }, [open, returnFocus]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${tone}${wide ? ' dialog--wide' : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (closeOnBackdrop && e.target === ref.current) onClose(); // click on the backdrop
      }}
    >
      <div className="dialog__body">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {/* Focusable so a keyboard can scroll a long dialog's content (it scrolls, the buttons stay). */}
        <div className="dialog__content" tabIndex={0}>
          {children}
        </div>
        <div className="dialog__actions">
          {actions ?? (
            <button type="button" className="button button--primary" onClick={onClose}>
              OK
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}

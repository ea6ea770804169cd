import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import '@kerbside/ui/dialog.css';
import './dialog.css';

interface DialogProps {
  title: string;
  /** Escape, the × button and every Cancel call it; the parent then stops rendering the dialog. */
  onClose: () => void;
  children: ReactNode;
  /** The buttons at the bottom (they stay in view while a long content scrolls). */
  actions: ReactNode;
  /** A form dialog: content and buttons sit in one <form>, so Enter submits it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** 'form' fills a phone's screen (a comfortable form); 'confirm' stays a small card. */
  size?: 'form' | 'confirm';
}

/**
 * A modal on the native <dialog>: open while rendered (mount it to open, unmount to close).
 * showModal() makes the rest of the page inert and keeps focus inside; Escape closes. Focus starts
 * on the element marked `data-autofocus`, else the first field (a radio group's chosen one), else the first button of the
 * actions, and goes back to what opened the dialog when it closes.
 */
export function Dialog({ title, onClose, children, actions, onSubmit, size = 'form' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('.dialog__content :is(input:not([type=radio]), input[type=radio]:checked, select, textarea)') ??
      dialog.querySelector<HTMLElement>('.dialog__actions button');
    first?.focus();
    return () => {
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const body = (
    <>
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="dialog__close" onClick={onClose} aria-label="Close">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="dialog__content">{children}</div>
      <div className="dialog__actions">{actions}</div>
    </>
  );

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {onSubmit ? (
        <form className="dialog__body" onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        <div className="dialog__body">{body}</div>
      )}
    </dialog>
  );
}

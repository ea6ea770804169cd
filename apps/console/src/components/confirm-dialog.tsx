import type { ReactNode } from 'react';
import { AlertRegion } from './alert-region';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The button that does it, e.g. "Deactivate". */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Red button for what takes something away (deactivate, cancel). */
  danger?: boolean;
  /** While the server works: the button says so and a second press does nothing. */
  pending?: boolean;
  /** The server's refusal, shown in the dialog's alert region. */
  error?: string | null;
}

/** "Are you sure?": the question, what happens, Cancel (focused first) and the action. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel, danger = false, pending = false, error }: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      size="confirm"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel} data-autofocus>
            Cancel
          </button>
          <button
            type="button"
            className={`button ${danger ? 'button--danger' : 'button--primary'}`}
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) onConfirm();
            }}
          >
            {pending ? 'Working…' : confirmLabel}
          </button>
        </>
      }
    >
      <AlertRegion id="confirm-problem">{error}</AlertRegion>
      {children}
    </Dialog>
  );
}

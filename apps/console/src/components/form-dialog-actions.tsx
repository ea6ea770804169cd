/**
 * A form dialog's buttons: a way out, and the submit that says what it does and, while the request
 * runs, that it is running (aria-disabled, not disabled: focus stays on it and a second press does nothing).
 */
export function FormDialogActions({
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel,
  pendingLabel,
  pending,
  danger = false,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  danger?: boolean;
}) {
  return (
    <>
      <button type="button" className="button" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className={`button ${danger ? 'button--danger' : 'button--primary'}`} aria-disabled={pending || undefined}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </>
  );
}

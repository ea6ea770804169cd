/** A caller's notes and "do not book" flag, changed from the New booking screen (audited by the server). */
import { useState, type FormEvent } from 'react';
import { DESK_LIMITS, type Caller } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { errorMessage } from '../../lib/api-client';
import { useUpdateCaller } from './desk-api';

export function CallerNotesDialog({ caller, onClose }: { caller: Caller; onClose: (saved: Caller | null) => void }) {
  const [notes, setNotes] = useState(caller.notes);
  const [doNotBook, setDoNotBook] = useState(caller.do_not_book);
  const save = useUpdateCaller();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate({ id: caller.id, notes, do_not_book: doNotBook }, { onSuccess: (saved) => onClose(saved) });
  }

  return (
    <Dialog
      title={`Notes on ${caller.name || 'this caller'}`}
      onClose={() => onClose(null)}
      onSubmit={submit}
      actions={<FormDialogActions onCancel={() => onClose(null)} submitLabel="Save" pendingLabel="Saving…" pending={save.isPending} />}
    >
      <div className="field">
        <label className="field__label" htmlFor="caller-notes">
          Notes (seen by your company’s staff only)
        </label>
        <textarea id="caller-notes" className="input" rows={4} maxLength={DESK_LIMITS.callerNotes} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </div>
      <label className="check">
        <input type="checkbox" checked={doNotBook} onChange={(event) => setDoNotBook(event.target.checked)} />
        Do not book: refuse this caller’s bookings
      </label>
      <AlertRegion id="caller-notes-problem">{save.isError ? errorMessage(save.error) : null}</AlertRegion>
    </Dialog>
  );
}

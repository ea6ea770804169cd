import type { FormEvent } from 'react';
import { createErasureRequestSchema, ERASURE_NOTE_MAX_LENGTH, type ErasureRequest } from '@kerbside/contract';
import { TextAreaField, TextField } from '@kerbside/ui/form-field';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { errorMessage } from '../../lib/api-client';
import { problemSummary } from '../../lib/problem-summary';
import { usePlaceForm } from '../places/use-place-form';
import { useRecordErasure } from './erasure-requests-api';

type Field = 'email' | 'note';
const FIELDS: readonly Field[] = ['email', 'note'];
const fieldId = (field: Field) => `erasure-${field}`;

/** The passenger's email and how they asked; sending it erases at once what is out of its retention period. */
export function ErasureDialog({ onClose, onRecorded }: { onClose: () => void; onRecorded: (request: ErasureRequest) => void }) {
  const { values, problems, change, checked, showServerProblems } = usePlaceForm({ initial: { email: '', note: '' }, fields: FIELDS, schema: createErasureRequestSchema, fieldId });
  const record = useRecordErasure();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (record.isPending) return;
    record.reset();
    if (!checked()) return;
    record.mutate(values, { onSuccess: onRecorded, onError: showServerProblems });
  }

  const alert = problemSummary(Object.keys(problems).length) ?? (record.error ? errorMessage(record.error) : null);
  return (
    <Dialog
      title="Erase a passenger"
      onClose={onClose}
      onSubmit={submit}
      actions={<FormDialogActions onCancel={onClose} submitLabel="Erase passenger" pendingLabel="Erasing…" pending={record.isPending} danger />}
    >
      <AlertRegion id="erasure-problem">{alert}</AlertRegion>
      <p>
        Every booking they made or travelled on under this email, in every company, loses their name, contact details, notes and flight numbers; its addresses keep only
        the postcode district, and its fare and payments stay. This cannot be undone. Bookings still inside their company’s retention period are kept, as licensing law asks,
        and erased when it ends.
      </p>
      <TextField
        id={fieldId('email')}
        label="Passenger’s email"
        value={values.email}
        onChange={(value) => change('email', value)}
        error={problems.email}
        input={{ type: 'email', autoComplete: 'off', maxLength: 254, spellCheck: false }}
      />
      <TextAreaField
        id={fieldId('note')}
        label="How they asked (optional)"
        hint="Kept with the request, e.g. “By email on 3 March, identity checked against their booking”."
        value={values.note}
        onChange={(value) => change('note', value)}
        error={problems.note}
        textarea={{ maxLength: ERASURE_NOTE_MAX_LENGTH, rows: 3 }}
      />
    </Dialog>
  );
}

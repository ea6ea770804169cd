import type { FormEvent } from 'react';
import { bannedAddressRequestSchema, type BannedAddress } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { TextField } from '@kerbside/ui/form-field';
import { errorMessage } from '../../lib/api-client';
import { problemSummary } from '../../lib/problem-summary';
import { usePlaceForm } from './use-place-form';
import { useSaveBannedAddress } from './places-api';

type Field = 'pattern' | 'reason';
const FIELDS: readonly Field[] = ['pattern', 'reason'];
const fieldId = (field: Field) => `banned-${field}`;

/** Ban an address (a pattern and why), or change a ban. */
export function BannedAddressDialog({ banned, onClose, onSaved }: { banned: BannedAddress | null; onClose: () => void; onSaved: (banned: BannedAddress, added: boolean) => void }) {
  const { values, problems, change, checked, showServerProblems } = usePlaceForm({ initial: { pattern: banned?.pattern ?? '', reason: banned?.reason ?? '' }, fields: FIELDS, schema: bannedAddressRequestSchema, fieldId });
  const save = useSaveBannedAddress();
  const adding = banned === null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    if (!checked()) return;
    save.mutate(
      { id: banned?.id ?? null, body: values },
      {
        onSuccess: (saved) => onSaved(saved, adding),
        onError: showServerProblems,
      },
    );
  }

  const alert = problemSummary(Object.keys(problems).length) ?? (save.error ? errorMessage(save.error) : null);
  return (
    <Dialog
      title={adding ? 'Ban an address' : 'Edit the banned address'}
      onClose={onClose}
      onSubmit={submit}
      actions={<FormDialogActions onCancel={onClose} submitLabel={adding ? 'Ban address' : 'Save changes'} pendingLabel="Saving…" pending={save.isPending} />}
    >
      <AlertRegion id="banned-problem">{alert}</AlertRegion>
      <TextField
        id={fieldId('pattern')}
        label="Text to ban"
        hint="Any pickup, stop or drop-off containing it (ignoring case and spaces), or whose postcode does, cannot be quoted: e.g. HMP Belmarsh or SE28 0EB."
        value={values.pattern}
        onChange={(value) => change('pattern', value)}
        error={problems.pattern}
        input={{ autoComplete: 'off', maxLength: 100 }}
      />
      <TextField
        id={fieldId('reason')}
        label="Reason (optional)"
        hint="For staff only: passengers see the website’s own message."
        value={values.reason}
        onChange={(value) => change('reason', value)}
        error={problems.reason}
        input={{ autoComplete: 'off', maxLength: 200 }}
      />
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { bannedAddressRequestSchema, type BannedAddress } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/form-field';
import { errorMessage, fieldProblemsOf } from '../../lib/api-client';
import { problemsOf, problemSummary } from './form-problems';
import { useSaveBannedAddress } from './places-api';

type Field = 'pattern' | 'reason';
const FIELDS: readonly Field[] = ['pattern', 'reason'];
const fieldId = (field: Field) => `banned-${field}`;

/** Ban an address (a pattern and why), or change a ban. */
export function BannedAddressDialog({ banned, onClose, onSaved }: { banned: BannedAddress | null; onClose: () => void; onSaved: (banned: BannedAddress, added: boolean) => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ pattern: banned?.pattern ?? '', reason: banned?.reason ?? '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveBannedAddress();
  const adding = banned === null;

  function change(field: Field, value: string) {
    setValues((before) => ({ ...before, [field]: value }));
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  }

  function focusFirst(found: Partial<Record<Field, string>>) {
    const first = FIELDS.find((field) => found[field] !== undefined);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const found = problemsOf(bannedAddressRequestSchema, values, FIELDS);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    save.mutate(
      { id: banned?.id ?? null, body: values },
      {
        onSuccess: (saved) => onSaved(saved, adding),
        onError: (error) => {
          const fromServer = fieldProblemsOf(error);
          setProblems(fromServer);
          focusFirst(fromServer);
        },
      },
    );
  }

  const alert = problemSummary(problems) ?? (save.error ? errorMessage(save.error) : null);
  return (
    <Dialog
      title={adding ? 'Ban an address' : 'Edit the banned address'}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" aria-disabled={save.isPending || undefined}>
            {save.isPending ? 'Saving…' : adding ? 'Ban address' : 'Save changes'}
          </button>
        </>
      }
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

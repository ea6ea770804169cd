import type { FormEvent } from 'react';
import { SAVED_PLACE_KIND_LABELS, SAVED_PLACE_KINDS, savedPlaceRequestSchema, type SavedPlace, type SavedPlaceKind } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { SelectField, TextField } from '@kerbside/ui/form-field';
import { errorMessage } from '../../lib/api-client';
import { problemSummary } from '../../lib/problem-summary';
import { usePlaceForm } from './use-place-form';
import { useSaveSavedPlace } from './places-api';

type Field = 'address' | 'kind';
const FIELDS: readonly Field[] = ['address', 'kind'];
const fieldId = (field: Field) => `saved-place-${field}`;
const KIND_OPTIONS = SAVED_PLACE_KINDS.map((kind) => ({ value: kind, label: SAVED_PLACE_KIND_LABELS[kind] }));

/** Add or change a saved place; the server looks the address up and says if it cannot find it. */
export function SavedPlaceDialog({ place, onClose, onSaved }: { place: SavedPlace | null; onClose: () => void; onSaved: (place: SavedPlace, added: boolean) => void }) {
  const { values, problems, change, checked, showServerProblems } = usePlaceForm({ initial: { address: place?.address ?? '', kind: place?.kind ?? '' }, fields: FIELDS, schema: savedPlaceRequestSchema, fieldId });
  const save = useSaveSavedPlace();
  const adding = place === null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    if (!checked()) return;
    save.mutate(
      { id: place?.id ?? null, body: { address: values.address, kind: values.kind as SavedPlaceKind } },
      {
        onSuccess: (saved) => onSaved(saved, adding),
        onError: showServerProblems,
      },
    );
  }

  const alert = problemSummary(Object.keys(problems).length) ?? (save.error ? errorMessage(save.error) : null);
  return (
    <Dialog
      title={adding ? 'Add a saved place' : 'Edit the saved place'}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <FormDialogActions
          onCancel={onClose}
          submitLabel={adding ? 'Add place' : 'Save changes'}
          pendingLabel="Finding the address…"
          pending={save.isPending}
        />
      }
    >
      <AlertRegion id="saved-place-problem">{alert}</AlertRegion>
      <TextField
        id={fieldId('address')}
        label="Address"
        hint="As passengers should see it, with its postcode, e.g. The Shard, 32 London Bridge Street, London SE1 9SY"
        value={values.address}
        onChange={(value) => change('address', value)}
        error={problems.address}
        input={{ autoComplete: 'off', maxLength: 200 }}
      />
      <SelectField
        id={fieldId('kind')}
        label="Kind"
        hint="An airport also gets the website’s flight-number field."
        placeholder="Choose…"
        value={values.kind}
        onChange={(value) => change('kind', value)}
        error={problems.kind}
        options={KIND_OPTIONS}
      />
    </Dialog>
  );
}

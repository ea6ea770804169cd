import type { FormEvent } from 'react';
import { CASE_STATUS_LABELS, CASE_STATUSES, LOST_PROPERTY_DISPOSAL_LABELS, LOST_PROPERTY_DISPOSALS, lostPropertyRequestSchema, type LostPropertyItem, type LostPropertyKind } from '@kerbside/contract';
import { DateField } from '@kerbside/ui/date-field';
import { SelectField, TextAreaField, TextField, type SelectOption } from '@kerbside/ui/form-field';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { errorMessage } from '../../lib/api-client';
import { problemSummary } from '../../lib/problem-summary';
import { usePlaceForm } from '../places/use-place-form';
import { useSaveLostProperty } from './cases-api';
import { CaseLinksFields } from './case-links-fields';

const FIELDS = ['company_id', 'kind', 'reported_date', 'lost_date', 'place', 'description', 'booking_number', 'driver_id', 'contact_name', 'contact_details', 'attempt', 'outcome', 'disposal', 'disposal_date', 'status'] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `lost-${field}`;

const DISPOSAL_OPTIONS: SelectOption[] = LOST_PROPERTY_DISPOSALS.map((disposal) => ({ value: disposal, label: LOST_PROPERTY_DISPOSAL_LABELS[disposal] }));
const STATUS_OPTIONS: SelectOption[] = CASE_STATUSES.map((status) => ({ value: status, label: CASE_STATUS_LABELS[status] }));

function initialValues(item: LostPropertyItem | null, kind: LostPropertyKind, today: string): Record<Field, string> {
  return {
    company_id: item ? String(item.company.id) : '',
    kind: item?.kind ?? kind,
    reported_date: item?.reported_date ?? today,
    lost_date: item?.lost_date ?? '',
    place: item?.place ?? '',
    description: item?.description ?? '',
    booking_number: item?.booking?.booking_number ?? '',
    driver_id: item?.driver ? String(item.driver.id) : '',
    contact_name: item?.contact_name ?? '',
    contact_details: item?.contact_details ?? '',
    attempt: item?.attempt ?? '',
    outcome: item?.outcome ?? '',
    disposal: item?.disposal ?? (kind === 'found' ? 'held' : ''),
    disposal_date: item?.disposal_date ?? '',
    status: item?.status ?? 'open',
  };
}

interface LostPropertyDialogProps {
  item: LostPropertyItem | null;
  /** A new record: an item found, or one reported lost. */
  kind: LostPropertyKind;
  today: string;
  companies: readonly SelectOption[] | null;
  onClose: () => void;
  onSaved: (item: LostPropertyItem, added: boolean) => void;
}

/** Record an item found or reported lost (SI 2000/3146 reg 15), or change the record: audited. */
export function LostPropertyDialog({ item, kind: newKind, today, companies, onClose, onSaved }: LostPropertyDialogProps) {
  const { values, problems, change, checked, showServerProblems } = usePlaceForm({ initial: initialValues(item, newKind, today), fields: FIELDS, schema: lostPropertyRequestSchema, fieldId });
  const save = useSaveLostProperty();
  const adding = item === null;
  const found = values.kind === 'found';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const parsed = lostPropertyRequestSchema.safeParse(values);
    if (!checked() || !parsed.success) return;
    save.mutate({ id: item?.id ?? null, body: parsed.data }, { onSuccess: (saved) => onSaved(saved, adding), onError: showServerProblems });
  }

  const text = (field: Field, label: string, maxLength: number, hint?: string) => (
    <TextField id={fieldId(field)} label={label} hint={hint} value={values[field]} onChange={(value) => change(field, value)} error={problems[field]} input={{ maxLength, autoComplete: 'off' }} />
  );
  const area = (field: Field, label: string, hint?: string) => (
    <TextAreaField id={fieldId(field)} label={label} hint={hint} value={values[field]} onChange={(value) => change(field, value)} error={problems[field]} textarea={{ rows: 3, maxLength: 2000 }} />
  );
  const date = (field: Field, label: string, hint?: string) => (
    <DateField id={fieldId(field)} label={label} hint={hint} value={values[field]} onChange={(value) => change(field, value)} error={problems[field]} />
  );
  const alert = problemSummary(Object.keys(problems).length) ?? (save.error ? errorMessage(save.error) : null);
  return (
    <Dialog
      title={adding ? (found ? 'Record an item found' : 'Record an item reported lost') : found ? 'Edit the item found' : 'Edit the item reported lost'}
      onClose={onClose}
      onSubmit={submit}
      actions={<FormDialogActions onCancel={onClose} submitLabel={adding ? 'Record item' : 'Save changes'} pendingLabel="Saving…" pending={save.isPending} />}
    >
      <AlertRegion id="lost-problem">{alert}</AlertRegion>
      {found ? (
        date('reported_date', 'Found on')
      ) : (
        <div className="case-form__pair">
          {date('reported_date', 'Reported on')}
          {date('lost_date', 'Lost on')}
        </div>
      )}
      {text('place', found ? 'Where it was found' : 'Where it was lost', 200, found ? 'The vehicle (e.g. back seat, LR70 ABC) or the place.' : 'The journey or the place, as the owner says.')}
      {area('description', 'The item', 'What it is and what it looks like.')}
      <CaseLinksFields idPrefix="lost" values={values} problems={problems} change={change} companies={adding ? companies : null} />
      {text('contact_name', found ? 'Owner (if known, optional)' : 'Who reported it', 120)}
      {text('contact_details', 'Phone or email (optional)', 200)}
      {area('attempt', found ? 'Attempt to return it (optional)' : 'Attempt to find it (optional)', 'Who did what, and when.')}
      {area('outcome', 'Outcome (optional)')}
      {found && (
        <div className="case-form__pair">
          <SelectField id={fieldId('disposal')} label="What became of it" value={values.disposal} onChange={(value) => change('disposal', value)} options={DISPOSAL_OPTIONS} error={problems.disposal} />
          {date('disposal_date', 'On', 'Not while it is held')}
        </div>
      )}
      <SelectField id={fieldId('status')} label="Status" value={values.status} onChange={(value) => change('status', value)} options={STATUS_OPTIONS} error={problems.status} />
    </Dialog>
  );
}

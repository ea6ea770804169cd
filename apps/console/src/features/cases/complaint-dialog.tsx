import type { FormEvent } from 'react';
import { CASE_STATUS_LABELS, CASE_STATUSES, COMPLAINT_CATEGORIES, COMPLAINT_CATEGORY_LABELS, COMPLAINT_CHANNEL_LABELS, COMPLAINT_CHANNELS, complaintRequestSchema, type Complaint } from '@kerbside/contract';
import { DateField } from '@kerbside/ui/date-field';
import { SelectField, TextAreaField, TextField, type SelectOption } from '@kerbside/ui/form-field';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { errorMessage } from '../../lib/api-client';
import { problemSummary } from '../../lib/problem-summary';
import { usePlaceForm } from '../places/use-place-form';
import { useSaveComplaint } from './cases-api';
import { CaseLinksFields } from './case-links-fields';

const FIELDS = ['company_id', 'received_date', 'received_time', 'received_via', 'complainant_name', 'complainant_contact', 'category', 'booking_number', 'driver_id', 'details', 'action_taken', 'outcome', 'status', 'resolved_date'] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `complaint-${field}`;

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>): SelectOption[] => keys.map((key) => ({ value: key, label: labels[key] }));

function initialValues(complaint: Complaint | null, now: { date: string; time: string }): Record<Field, string> {
  return {
    company_id: complaint ? String(complaint.company.id) : '',
    received_date: complaint?.received_date ?? now.date,
    received_time: complaint?.received_time ?? now.time,
    received_via: complaint?.received_via ?? 'phone',
    complainant_name: complaint?.complainant_name ?? '',
    complainant_contact: complaint?.complainant_contact ?? '',
    category: complaint?.category ?? '',
    booking_number: complaint?.booking?.booking_number ?? '',
    driver_id: complaint?.driver ? String(complaint.driver.id) : '',
    details: complaint?.details ?? '',
    action_taken: complaint?.action_taken ?? '',
    outcome: complaint?.outcome ?? '',
    status: complaint?.status ?? 'open',
    resolved_date: complaint?.resolved_date ?? '',
  };
}

interface ComplaintDialogProps {
  complaint: Complaint | null;
  /** London's date and time now: a new complaint's received date and time. */
  now: { date: string; time: string };
  /** Platform admins choose the company; null for a company's staff. */
  companies: readonly SelectOption[] | null;
  onClose: () => void;
  onSaved: (complaint: Complaint, added: boolean) => void;
}

/** Record a complaint (the office takes most on the phone), or change one: every change is audited. */
export function ComplaintDialog({ complaint, now, companies, onClose, onSaved }: ComplaintDialogProps) {
  const { values, problems, change, checked, showServerProblems } = usePlaceForm({ initial: initialValues(complaint, now), fields: FIELDS, schema: complaintRequestSchema, fieldId });
  const save = useSaveComplaint();
  const adding = complaint === null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const parsed = complaintRequestSchema.safeParse(values);
    if (!checked() || !parsed.success) return;
    save.mutate({ id: complaint?.id ?? null, body: parsed.data }, { onSuccess: (saved) => onSaved(saved, adding), onError: showServerProblems });
  }

  const text = (field: Field, label: string, input: { maxLength: number; type?: string; autoComplete?: string }, hint?: string) => (
    <TextField id={fieldId(field)} label={label} hint={hint} value={values[field]} onChange={(value) => change(field, value)} error={problems[field]} input={input} />
  );
  const area = (field: Field, label: string, maxLength: number, hint?: string) => (
    <TextAreaField id={fieldId(field)} label={label} hint={hint} value={values[field]} onChange={(value) => change(field, value)} error={problems[field]} textarea={{ rows: 3, maxLength }} />
  );
  const alert = problemSummary(Object.keys(problems).length) ?? (save.error ? errorMessage(save.error) : null);
  return (
    <Dialog
      title={adding ? 'Record a complaint' : 'Edit the complaint'}
      onClose={onClose}
      onSubmit={submit}
      actions={<FormDialogActions onCancel={onClose} submitLabel={adding ? 'Record complaint' : 'Save changes'} pendingLabel="Saving…" pending={save.isPending} />}
    >
      <AlertRegion id="complaint-problem">{alert}</AlertRegion>
      <div className="case-form__pair">
        <DateField id={fieldId('received_date')} label="Received on" value={values.received_date} onChange={(value) => change('received_date', value)} error={problems.received_date} />
        {text('received_time', 'Time', { maxLength: 5, type: 'time' })}
      </div>
      <SelectField id={fieldId('received_via')} label="How it came in" value={values.received_via} onChange={(value) => change('received_via', value)} options={options(COMPLAINT_CHANNELS, COMPLAINT_CHANNEL_LABELS)} error={problems.received_via} />
      {text('complainant_name', 'Complainant’s name', { maxLength: 120, autoComplete: 'off' })}
      {text('complainant_contact', 'Phone, email or address (optional)', { maxLength: 200, autoComplete: 'off' })}
      <SelectField id={fieldId('category')} label="What it is about" value={values.category} onChange={(value) => change('category', value)} placeholder="Choose a category" options={options(COMPLAINT_CATEGORIES, COMPLAINT_CATEGORY_LABELS)} error={problems.category} />
      <CaseLinksFields idPrefix="complaint" values={values} problems={problems} change={change} companies={adding ? companies : null} />
      {area('details', 'The complaint', 4000, 'What happened, in the complainant’s words where you can.')}
      {area('action_taken', 'Action taken (optional)', 4000)}
      {area('outcome', 'Outcome (optional)', 2000)}
      <div className="case-form__pair">
        <SelectField id={fieldId('status')} label="Status" value={values.status} onChange={(value) => change('status', value)} options={options(CASE_STATUSES, CASE_STATUS_LABELS)} error={problems.status} />
        <DateField id={fieldId('resolved_date')} label="Resolved on" hint="Only once resolved" value={values.resolved_date} onChange={(value) => change('resolved_date', value)} error={problems.resolved_date} />
      </div>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import {
  BOOKING_CHANNEL_LABELS,
  BOOKING_RECORD_EDITABLE,
  BOOKING_RECORD_FIELDS,
  BOOKING_RECORD_LABELS,
  BOOKING_RECORD_REASON_MAX,
  BOOKING_RECORD_VALUE_MAX,
  type BookingRecord,
  type BookingRecordField,
} from '@kerbside/contract';
import { SelectField, TextField } from '@kerbside/ui/form-field';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import type { NoticeMessage } from '../../components/notice';
import { errorMessage } from '../../lib/api-client';
import { formatDay, formatLondonDateTime } from '../../lib/format';
import { useBookingRecord, useChangeBookingRecord } from './booking-record-api';
import { earlyReasonProblem } from './early-step';
import { Section } from './job-sections';
import './booking-record-card.css';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const NOT_RECORDED = 'Not recorded';

function takenByText(record: BookingRecord): string {
  const who = record.taken_by === 'unknown' ? NOT_RECORDED : record.taken_by_name || NOT_RECORDED;
  return `${who} (${BOOKING_CHANNEL_LABELS[record.channel].toLowerCase()})`;
}

/**
 * The statutory booking record of this leg (SI 2000/3146 reg 11): what is recorded, what is missing
 * before the driver may set off, and once the journey started, the corrections added beside it.
 */
export function BookingRecordCard({ jobId, onNotice }: { jobId: number; onNotice: (notice: NoticeMessage) => void }) {
  const record = useBookingRecord(jobId);
  const [open, setOpen] = useState(false);
  if (!record.data) return null;
  const r = record.data;
  const hourlyEditable = !r.fixed && r.missing.includes('main_destination');
  const rows: Array<[string, string]> = [
    ['Booked', formatLondonDateTime(r.booked_at)],
    ['Journey date', formatDay(r.journey_date)],
    // The journey's date is the row above: the pick-up time alone.
    ...BOOKING_RECORD_FIELDS.map((field): [string, string] => [capitalised(BOOKING_RECORD_LABELS[field]), field === 'pick_up_at' ? r.values.pick_up_at.slice(11) : r.values[field] || (field === 'subcontracted_to' ? 'No' : NOT_RECORDED)]),
    ['Taken by', takenByText(r)],
    ['Dispatched by', r.dispatched_by_name ?? NOT_RECORDED],
    ['Driver first allocated', r.first_assigned_at ? formatLondonDateTime(r.first_assigned_at) : NOT_RECORDED],
    ...(r.assigned_at && r.assigned_at !== r.first_assigned_at ? ([['Driver allocated (now)', formatLondonDateTime(r.assigned_at)]] as Array<[string, string]>) : []),
  ];
  return (
    <Section title="Booking record">
      {r.fixed ? (
        <p className="job-notes">Fixed since the journey started: corrections are added below, never written over it.</p>
      ) : r.missing.length > 0 ? (
        <p className="job-record__missing" role="status">
          Needed before the driver sets off: {r.missing.map((field) => BOOKING_RECORD_LABELS[field]).join(', ')}.
        </p>
      ) : (
        <p className="job-notes">Complete: the driver may set off.</p>
      )}
      <dl className="job-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="job-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {r.corrections.length > 0 && (
        <>
          <h3 className="job-section__subtitle">Corrections</h3>
          <ol className="job-record__corrections">
            {r.corrections.map((c) => (
              <li key={c.id}>
                {capitalised(BOOKING_RECORD_LABELS[c.field])}: “{c.old_value || NOT_RECORDED}” → “{c.new_value}”. {c.reason} ({c.staff_name},{' '}
                <time dateTime={c.created_at}>{formatLondonDateTime(c.created_at)}</time>)
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="job-refund-action">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {r.fixed ? 'Add a correction…' : hourlyEditable ? 'Fill in the record…' : 'Sub-contract or fill in…'}
        </button>
      </p>
      {open && (
        <RecordChangeDialog
          record={r}
          onClose={() => setOpen(false)}
          onDone={(text) => {
            setOpen(false);
            onNotice({ tone: 'success', text });
          }}
        />
      )}
    </Section>
  );
}

function RecordChangeDialog({ record, onClose, onDone }: { record: BookingRecord; onClose: () => void; onDone: (text: string) => void }) {
  const fields = record.fixed ? BOOKING_RECORD_FIELDS : BOOKING_RECORD_EDITABLE;
  const [field, setField] = useState<BookingRecordField>(record.fixed ? fields[0]! : record.missing.includes('main_destination') ? 'main_destination' : 'subcontracted_to');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const change = useChangeBookingRecord();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const wrong = earlyReasonProblem(reason);
    if (wrong) {
      setProblem(wrong);
      document.getElementById('record-reason')?.focus();
      return;
    }
    change.mutate(
      { id: record.job_id, body: { field, value: value.trim(), reason: reason.trim() } },
      { onSuccess: () => onDone(`${record.booking_number}: ${BOOKING_RECORD_LABELS[field]} ${record.fixed ? 'corrected' : 'recorded'}.`) },
    );
  }

  return (
    <Dialog
      title={record.fixed ? `Correct the record of ${record.booking_number}` : `Fill in the record of ${record.booking_number}`}
      onClose={onClose}
      onSubmit={submit}
      actions={<FormDialogActions onCancel={onClose} submitLabel={record.fixed ? 'Add correction' : 'Save'} pendingLabel="Saving…" pending={change.isPending} />}
    >
      <AlertRegion id="record-problem">{change.error ? errorMessage(change.error) : null}</AlertRegion>
      <p>{record.fixed ? 'The record stays as it was; your correction is added beside it with your name and reason.' : 'Kept in the job’s history with your name and reason.'}</p>
      <SelectField id="record-field" label="Field" value={field} onChange={(next) => setField(next as BookingRecordField)} options={fields.map((f) => ({ value: f, label: capitalised(BOOKING_RECORD_LABELS[f]) }))} />
      <TextField
        id="record-value"
        label={record.fixed ? 'Corrected value' : 'Value'}
        hint={field === 'main_destination' ? 'For example “As directed — central London”.' : field === 'subcontracted_to' ? 'The operator’s name and licence number; leave empty if not sub-contracted.' : undefined}
        value={value}
        input={{ maxLength: BOOKING_RECORD_VALUE_MAX, autoComplete: 'off' }}
        onChange={setValue}
      />
      <TextField
        id="record-reason"
        label="Reason"
        value={reason}
        error={problem}
        input={{ maxLength: BOOKING_RECORD_REASON_MAX, autoComplete: 'off' }}
        onChange={(next) => {
          setReason(next);
          setProblem(undefined);
        }}
      />
    </Dialog>
  );
}

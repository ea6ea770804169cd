import { useState, type FormEvent } from 'react';
import { JOB_EXTRA_LABELS, JOB_EXTRA_NOTE_MAX, REMOVE_REASON_MAX, type JobDetail, type JobExtra, type JobExtraKind } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import { TextField } from '@kerbside/ui/form-field';
import { AlertRegion } from '../../components/alert-region';
import { ChoiceGroup } from '../../components/choice-group';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import type { NoticeMessage } from '../../components/notice';
import { errorMessage } from '../../lib/api-client';
import { formatLondonDateTime } from '../../lib/format';
import { problemSummary } from '../../lib/problem-summary';
import { extraLabel, readExtraForm, waitingPreview, waitingTermsText, type ExtraFormInput, type ExtraFormProblems } from './extras-form';
import { earlyReasonProblem } from './early-step';
import { useAddJobExtra, useRemoveJobExtra } from './job-api';
import { Section } from './job-sections';

/**
 * What was added after the journey (both legs), what the booking comes to now and what is still
 * due in the car; on a completed job, the button that adds more.
 */
export function AfterJourneySection({ detail, onNotice }: { detail: JobDetail; onNotice: (notice: NoticeMessage) => void }) {
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState<JobExtra | null>(null);
  const after = detail.after_journey;
  if (after.items.length === 0 && !after.can_add) return null;
  const money = (pence: number) => formatPounds(pence, detail.booking.currency_symbol);
  const card = detail.booking.payment_method === 'card';
  const returnJourney = detail.legs.length > 1;
  const rows: Array<[string, string, boolean?]> = [
    ['Fare', money(after.fare_pence)],
    ['Added after the journey', money(after.charges_pence)],
    ['Total', money(after.total_pence), true],
    ...(card ? ([['Paid by card (after refunds)', money(after.card_pence)]] as Array<[string, string]>) : []),
    ['Cash taken by the driver', money(after.cash_pence)],
    ['Still due in the car', money(after.due_pence), true],
  ];
  return (
    <Section title="After the journey">
      {after.items.length === 0 ? (
        <p className="job-notes">Nothing added yet. Waiting time, parking, extra stops and tolls are paid in the car{card ? ', not taken from the card' : ''}.</p>
      ) : (
        <ul className="job-extras">
          {after.items.map((item) => (
            <li key={item.id} className="job-extras__item">
              <span className="job-extras__what">{extraLabel(item, returnJourney)}</span>
              <span className="job-extras__amount">{item.kind === 'cash' ? `−${money(item.amount_pence)}` : money(item.amount_pence)}</span>
              <span className="job-extras__when">
                {item.staff_name ?? 'The driver'}, <time dateTime={item.created_at}>{formatLondonDateTime(item.created_at)}</time>
              </span>
              {item.job_id === detail.job.id && (
                <button type="button" className="button job-extras__remove" aria-label={`Remove ${extraLabel(item, returnJourney)}`} onClick={() => setRemoving(item)}>
                  Remove…
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <table className="job-extras__totals">
        <tbody>
          {rows.map(([label, value, strong]) => (
            <tr key={label} className={strong ? 'job-extras__total' : undefined}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {after.can_add && (
        <p className="job-refund-action">
          <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
            Add waiting, parking, stop, toll or cash…
          </button>
        </p>
      )}
      {removing && (
        <RemoveExtraDialog
          detail={detail}
          item={removing}
          onClose={() => setRemoving(null)}
          onDone={(text) => {
            setRemoving(null);
            onNotice({ tone: 'success', text });
          }}
        />
      )}
      {open && (
        <AddExtraDialog
          detail={detail}
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

const KINDS: readonly JobExtraKind[] = ['waiting', 'parking', 'extra_stop', 'toll', 'cash'];
const NOTE_HINTS: Record<JobExtraKind, string> = {
  waiting: 'Optional: why, e.g. the flight was late.',
  parking: 'Optional: the car park.',
  extra_stop: 'Optional: the stop’s address.',
  toll: 'Optional: the road or crossing.',
  cash: 'Optional: anything the driver said.',
};

function AddExtraDialog({ detail, onClose, onDone }: { detail: JobDetail; onClose: () => void; onDone: (text: string) => void }) {
  const { job, booking, after_journey: after } = detail;
  const currency = booking.currency_symbol;
  const [input, setInput] = useState<ExtraFormInput>({ kind: '', minutes: '', pounds: '', note: '' });
  const [problems, setProblems] = useState<ExtraFormProblems>({});
  const add = useAddJobExtra();
  const change = (field: keyof ExtraFormInput, value: string) => {
    setInput((was) => ({ ...was, [field]: value }));
    setProblems((was) => ({ ...was, [field]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    const read = readExtraForm(input, currency);
    if (!read.ok) {
      setProblems(read.problems);
      const first = (['kind', 'minutes', 'pounds', 'note'] as const).find((key) => read.problems[key]);
      document.getElementById(first === 'kind' ? `extra-kind-${KINDS[0]}` : `extra-${first ?? 'kind'}`)?.focus();
      return;
    }
    add.mutate(
      { id: job.id, body: read.body },
      {
        onSuccess: (result) => {
          const { extra, after_journey: now } = result;
          const what = extra.kind === 'cash' ? `${formatPounds(extra.amount_pence, currency)} cash recorded` : `${JOB_EXTRA_LABELS[extra.kind]} of ${formatPounds(extra.amount_pence, currency)} added`;
          onDone(`${job.booking_number}: ${what}. Total ${formatPounds(now.total_pence, currency)}, still due in the car ${formatPounds(now.due_pence, currency)}.`);
        },
      },
    );
  }

  const count = Object.values(problems).filter(Boolean).length;
  const preview = input.kind === 'waiting' ? waitingPreview(input.minutes, after.waiting, currency) : null;
  return (
    <Dialog
      title={`Add to ${job.booking_number}`}
      onClose={onClose}
      onSubmit={submit}
      actions={<FormDialogActions onCancel={onClose} submitLabel="Add" pendingLabel="Adding…" pending={add.isPending} />}
    >
      <AlertRegion id="extra-problem">{add.error ? errorMessage(add.error) : problemSummary(count)}</AlertRegion>
      <p>Kept with your name in the job’s history and shown on the passenger’s receipt.</p>
      <ChoiceGroup<JobExtraKind>
        name="extra-kind"
        legend="What to add"
        value={input.kind}
        error={problems.kind}
        onChange={(value) => change('kind', value)}
        choices={KINDS.map((kind) => ({ value: kind, label: JOB_EXTRA_LABELS[kind] }))}
      />
      {input.kind === 'waiting' && (
        <TextField
          id="extra-minutes"
          label="Minutes waited"
          hint={preview ?? waitingTermsText(after.waiting, currency)}
          value={input.minutes}
          error={problems.minutes}
          input={{ inputMode: 'numeric', autoComplete: 'off' }}
          onChange={(value) => change('minutes', value)}
        />
      )}
      {input.kind !== '' && input.kind !== 'waiting' && (
        <TextField
          id="extra-pounds"
          label={`Amount (${currency})`}
          hint={input.kind === 'cash' ? `Still due in the car: ${formatPounds(after.due_pence, currency)}` : undefined}
          value={input.pounds}
          error={problems.pounds}
          input={{ inputMode: 'decimal', autoComplete: 'off' }}
          onChange={(value) => change('pounds', value)}
        />
      )}
      {input.kind !== '' && (
        <TextField
          id="extra-note"
          label="Note"
          hint={NOTE_HINTS[input.kind]}
          value={input.note}
          error={problems.note}
          input={{ maxLength: JOB_EXTRA_NOTE_MAX, autoComplete: 'off' }}
          onChange={(value) => change('note', value)}
        />
      )}
    </Dialog>
  );
}

/** Takes a mistaken entry off, with a reason kept in the job's history. */
function RemoveExtraDialog({ detail, item, onClose, onDone }: { detail: JobDetail; item: JobExtra; onClose: () => void; onDone: (text: string) => void }) {
  const { job, booking } = detail;
  const currency = booking.currency_symbol;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const remove = useRemoveJobExtra();
  const label = extraLabel(item, detail.legs.length > 1);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (remove.isPending) return;
    const wrong = earlyReasonProblem(reason);
    if (wrong) {
      setProblem(wrong);
      document.getElementById('remove-extra-reason')?.focus();
      return;
    }
    remove.mutate(
      { id: job.id, extraId: item.id, body: { reason: reason.trim() } },
      {
        onSuccess: (result) =>
          onDone(`${job.booking_number}: ${label} removed. Total ${formatPounds(result.after_journey.total_pence, currency)}, still due in the car ${formatPounds(result.after_journey.due_pence, currency)}.`),
      },
    );
  }

  return (
    <Dialog
      title={`Remove from ${job.booking_number}?`}
      onClose={onClose}
      onSubmit={submit}
      actions={<FormDialogActions onCancel={onClose} submitLabel="Remove" pendingLabel="Removing…" pending={remove.isPending} />}
    >
      <AlertRegion id="remove-extra-problem">{remove.error ? errorMessage(remove.error) : null}</AlertRegion>
      <p>
        {label}, {formatPounds(item.amount_pence, currency)}: it stops counting on the job and the receipt, and stays in the history with your reason.
      </p>
      <TextField
        id="remove-extra-reason"
        label="Reason"
        hint="Kept in the job's history with your name."
        value={reason}
        error={problem}
        input={{ maxLength: REMOVE_REASON_MAX, autoComplete: 'off' }}
        onChange={(value) => {
          setReason(value);
          setProblem(undefined);
        }}
      />
    </Dialog>
  );
}

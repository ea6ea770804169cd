import { useState, type FormEvent } from 'react';
import type { DriverAssignedJob, DriverCompletion } from '@kerbside/contract';
import { money } from '../jobs/job-words';

const AMOUNT = /^\d{1,5}(\.\d{1,2})?$/;

/** '4.5' → 450; '' → undefined (nothing to record); anything else → null (not an amount). */
export function penceOf(text: string): number | undefined | null {
  const trimmed = text.trim().replace(/^£/, '');
  if (trimmed === '' || trimmed === '0') return undefined;
  if (!AMOUNT.test(trimmed)) return null;
  const pence = Math.round(Number(trimmed) * 100);
  return pence === 0 ? undefined : pence;
}

const FIELDS = [
  { key: 'parking_pence', label: 'Parking (£)' },
  { key: 'extra_stop_pence', label: 'Extra stop (£)' },
  { key: 'toll_pence', label: 'Tolls (£)' },
  { key: 'cash_pence', label: 'Cash taken (£)' },
] as const;

/** Complete: waiting minutes, parking, an extra stop, tolls and the cash taken, then one big Complete job. */
export function CompleteForm({ job, onComplete, onCancel }: { job: DriverAssignedJob; onComplete: (completion: DriverCompletion) => void; onCancel: () => void }) {
  const collect = job.payment.collect_pence;
  const [values, setValues] = useState<Record<string, string>>({ waiting: '', cash_pence: collect > 0 ? (collect / 100).toFixed(2) : '' });
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const completion: DriverCompletion = {};
    const waiting = (values.waiting ?? '').trim();
    if (waiting !== '' && waiting !== '0') {
      if (!/^\d{1,3}$/.test(waiting)) return setProblem('Waiting time: enter whole minutes, like 15.');
      completion.waiting_minutes = Number(waiting);
    }
    for (const field of FIELDS) {
      const pence = penceOf(values[field.key] ?? '');
      if (pence === null) return setProblem(`${field.label.replace(' (£)', '')}: enter an amount in pounds, like 4.50.`);
      if (pence !== undefined) completion[field.key] = pence;
    }
    onComplete(completion);
  }

  const input = (key: string, label: string, mode: 'numeric' | 'decimal') => (
    <label className="complete-form__field" key={key}>
      <span>{label}</span>
      <input inputMode={mode} autoComplete="off" value={values[key] ?? ''} onChange={(event) => setValues({ ...values, [key]: event.target.value })} />
    </label>
  );

  return (
    <form className="complete-form" onSubmit={submit} aria-labelledby="complete-title">
      <h2 id="complete-title" className="complete-form__title">
        Complete the job
      </h2>
      <p className="driver-hint">
        {collect > 0 ? `To collect: ${money(collect, job.currency_symbol)}.` : 'Nothing to collect.'} Leave a box empty when there is nothing to add.
      </p>
      {input('waiting', 'Waiting (minutes)', 'numeric')}
      {FIELDS.map((field) => input(field.key, field.label, 'decimal'))}
      {problem && (
        <p className="driver-message driver-message--problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary button--block job-steps__next">
        Complete job
      </button>
      <button type="button" className="button button--block" onClick={onCancel}>
        Not yet
      </button>
    </form>
  );
}

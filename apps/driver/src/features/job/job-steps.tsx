import { useState } from 'react';
import type { DriverAssignedJob, JobStatus } from '@kerbside/contract';
import { NO_SHOW, nextStep } from '../statuses/next-step';
import { useStatusOutbox } from '../statuses/status-outbox';
import { CompleteForm } from './complete-form';

/** The one big next-step button at the bottom (and No-show once arrived), each tap through the outbox. */
export function JobSteps({ job, status }: { job: DriverAssignedJob; status: JobStatus }) {
  const { send, refusals, waiting } = useStatusOutbox();
  const [completing, setCompleting] = useState(false);
  const step = nextStep(status);
  const refusal = refusals.find((r) => r.jobId === job.id);

  return (
    <div className={`job-steps${completing ? ' job-steps--form' : ''}`}>
      {refusal && (
        <p className="driver-message driver-message--problem" role="alert">
          {refusal.message}
        </p>
      )}
      {waiting > 0 && (
        <p className="driver-hint" role="status">
          {waiting === 1 ? '1 update waiting for signal' : `${waiting} updates waiting for signal`}
        </p>
      )}
      {step?.status === 'completed' && completing ? (
        <CompleteForm job={job} onCancel={() => setCompleting(false)} onComplete={(completion) => send(job.id, step, { completion })} />
      ) : (
        step && (
          <button type="button" className="button button--primary button--block job-steps__next" onClick={() => (step.status === 'completed' ? setCompleting(true) : send(job.id, step))}>
            {step.action}
          </button>
        )
      )}
      {status === 'arrived' && (
        <button type="button" className="button button--block" onClick={() => send(job.id, NO_SHOW)}>
          {NO_SHOW.action}
        </button>
      )}
    </div>
  );
}

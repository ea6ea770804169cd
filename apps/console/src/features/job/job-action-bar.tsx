import { useState } from 'react';
import type { JobDetail, JobListItem, Refund } from '@kerbside/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { NoticeMessage } from '../../components/notice';
import { errorMessage } from '../../lib/api-client';
import { AssignDriverDialog } from './assign-driver-dialog';
import { CancelJobDialog } from './cancel-job-dialog';
import { EarlyStepDialog } from './early-step-dialog';
import { JobOfferPanel } from './job-offer-panel';
import { confirmationAskedOf, isJobStep, useJobStep, type JobStep } from './job-api';
import { refundDoneText } from './refund-amount';
import { ACTION_DONE, EARLY_CONFIRM_LABEL, jobActionButtons, type JobActionName } from './job-actions';

interface JobActionBarProps {
  detail: JobDetail;
  /** The outcome for the page's notice: what was done, or the server's refusal. */
  onNotice: (notice: NoticeMessage) => void;
}

const TONE_CLASS = { primary: 'button button--primary', plain: 'button', danger: 'button job-actions__danger' } as const;

/** The buttons of the actions the job's status allows, and the dialogs some of them open. */
export function JobActionBar({ detail, onNotice }: JobActionBarProps) {
  const { job } = detail;
  const step = useJobStep();
  const [open, setOpen] = useState<'assign' | 'offer' | 'cancel' | 'no_show' | null>(null);
  // Beside Assign driver, for a job without one: offer it to a driver's phone instead.
  const canOffer = job.driver === null && job.allowed_actions.includes('assign');
  /** A step the server found early for the pick-up time: its words, until confirmed or given up. */
  const [early, setEarly] = useState<{ step: keyof typeof EARLY_CONFIRM_LABEL; message: string } | null>(null);
  const buttons = jobActionButtons(job.allowed_actions, job.status);
  const name = `${job.booking_number}${job.leg === 'return' ? ' (return leg)' : ''}`;

  const done = (action: JobActionName, changed: JobListItem, refund: Refund | null = null) => {
    setOpen(null);
    const driver = action === 'assign' && changed.driver ? `: ${changed.driver.name} (${changed.driver.registration})` : '';
    const refunded = refund ? ` ${refundDoneText(refund, changed.currency_symbol)}` : '';
    onNotice({ tone: 'success', text: `${name} is ${ACTION_DONE[action]}${driver}.${refunded}` });
  };

  function run(action: JobStep, confirmed?: { reason: string }) {
    if (step.isPending) return;
    step.mutate(
      { id: job.id, step: action, early: confirmed },
      {
        onSuccess: (result) => {
          setEarly(null);
          done(action, result.job);
        },
        onError: (error) => {
          const asked = confirmationAskedOf(error);
          if (asked && !confirmed && action !== 'accept') {
            // Early for the pick-up time: ask for a confirmation and a reason; the notice stays quiet.
            setOpen(null);
            setEarly({ step: action, message: asked });
            return;
          }
          // A refusal of the confirmed step shows in its dialog.
          if (confirmed) return;
          setOpen(null);
          onNotice({ tone: 'error', text: errorMessage(error) });
        },
      },
    );
  }

  if (buttons.length === 0) {
    // A completed job still takes what happened at the kerb: waiting, parking, stops, tolls, the cash.
    const text = detail.after_journey.can_add
      ? 'This job is completed. Add waiting time, parking, extra stops, tolls or the cash taken under After the journey.'
      : 'Nothing more can be done to this job.';
    return <p className="job-actions__none">{text}</p>;
  }

  return (
    <>
      <div className="job-actions" role="group" aria-label="Actions">
        {buttons.map((button) => {
          const busy = step.isPending && step.variables.step === button.action;
          return [
            <button
              key={button.action}
              type="button"
              className={TONE_CLASS[button.tone]}
              aria-disabled={step.isPending || undefined}
              onClick={() => {
                if (button.kind === 'now' && isJobStep(button.action)) run(button.action);
                else if (button.action === 'assign' || button.action === 'cancel' || button.action === 'no_show') setOpen(button.action);
              }}
            >
              {busy ? 'Working…' : button.label}
            </button>,
            button.action === 'assign' && canOffer && (
              <button key="offer" type="button" className="button" aria-disabled={step.isPending || undefined} onClick={() => setOpen('offer')}>
                Offer to driver
              </button>
            ),
          ];
        })}
      </div>
      {canOffer && <JobOfferPanel detail={detail} />}

      {open === 'no_show' && (
        <ConfirmDialog
          title={`Mark ${name} a no-show?`}
          confirmLabel="Mark no-show"
          danger
          pending={step.isPending}
          error={step.error ? errorMessage(step.error) : null}
          onCancel={() => setOpen(null)}
          onConfirm={() => run('no_show')}
        >
          <p>The passenger did not come. The job ends here and cannot be changed afterwards.</p>
        </ConfirmDialog>
      )}
      {early && (
        <EarlyStepDialog
          title={`Early for ${name}`}
          message={early.message}
          submitLabel={EARLY_CONFIRM_LABEL[early.step]}
          pending={step.isPending}
          error={step.error && step.variables?.early ? errorMessage(step.error) : null}
          onConfirm={(reason) => run(early.step, { reason })}
          onClose={() => {
            setEarly(null);
            step.reset();
          }}
        />
      )}
      {open === 'assign' && <AssignDriverDialog detail={detail} onClose={() => setOpen(null)} onDone={(changed) => done('assign', changed)} />}
      {open === 'offer' && (
        <AssignDriverDialog
          detail={detail}
          mode="offer"
          onClose={() => setOpen(null)}
          onDone={(changed) => done('assign', changed)}
          onOffered={(driverName) => {
            setOpen(null);
            onNotice({ tone: 'success', text: `${name} is offered to ${driverName}.` });
          }}
        />
      )}
      {open === 'cancel' && <CancelJobDialog detail={detail} onClose={() => setOpen(null)} onDone={(changed, refund) => done('cancel', changed, refund)} />}
    </>
  );
}

import type { SandboxAuthenticateRequest } from '@kerbside/contract';
import { BusyButton } from '../../components/ui/busy-button';
import { Dialog } from '../../components/ui/dialog';

type Outcome = SandboxAuthenticateRequest['outcome'];

interface SandboxChallengeDialogProps {
  open: boolean;
  /** The amount as the checkout shows it, e.g. '£152'. */
  amount: string;
  merchant: string;
  /** The answer being sent, while it is sent. */
  answering: Outcome | null;
  onAnswer: (outcome: Outcome) => void;
}

/**
 * The built-in test provider's stand-in for a bank's 3-D Secure page. Escape (and nothing else
 * outside the buttons) counts as Fail, as closing a bank's challenge does.
 */
export function SandboxChallengeDialog({ open, amount, merchant, answering, onAnswer }: SandboxChallengeDialogProps) {
  const answer = (outcome: Outcome) => {
    if (!answering) onAnswer(outcome);
  };
  return (
    <Dialog
      open={open}
      title="3-D Secure check (test mode)"
      onClose={() => answer('fail')}
      closeOnBackdrop={false}
      actions={
        <>
          <BusyButton className="button sandbox-challenge__action" busy={answering === 'fail'} busyLabel="Failing" disabled={answering !== null} onClick={() => answer('fail')}>
            Fail
          </BusyButton>
          <BusyButton className="button button--primary sandbox-challenge__action" busy={answering === 'approve'} busyLabel="Approving" disabled={answering !== null} onClick={() => answer('approve')}>
            Approve
          </BusyButton>
        </>
      }
    >
      <div className="sandbox-challenge">
        <p>
          This is the built-in test provider&rsquo;s 3-D Secure challenge. No bank is contacted and no money is taken. With a real
          card, your bank would ask you to confirm this payment here.
        </p>
        <dl className="sandbox-challenge__facts">
          <div>
            <dt>Merchant</dt>
            <dd>{merchant}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{amount}</dd>
          </div>
        </dl>
        <p className="sandbox-challenge__hint">Approve to pay, or Fail to see what happens when the check fails.</p>
      </div>
    </Dialog>
  );
}

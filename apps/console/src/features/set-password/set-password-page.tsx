import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { STAFF_ROLE_LABELS, type StaffInvite } from '@kerbside/contract';
import { LoadProblem } from '../../components/load-problem';
import { StandalonePage } from '../../components/standalone-page';
import { ApiError } from '../../lib/api-client';
import { inviteTokenFrom } from './invite-token';
import { SetPasswordForm } from './set-password-form';
import { useAcceptInvite, useInvite } from './set-password-api';
import './set-password.css';

const DOCUMENT_TITLE = 'Set your password · Kerbside Console';

/**
 * `/operator/set-password#token=…`, the link of an invitation mail: open to anyone (the token is
 * the credential). Shows whom the link is for, takes the new password, and signs them in.
 */
export function SetPasswordPage() {
  // Read once: the fragment is taken off the address bar straight after.
  const [token] = useState(() => inviteTokenFrom(window.location.hash));
  const location = useLocation();
  const navigate = useNavigate();
  const invite = useInvite(token);
  const accept = useAcceptInvite();

  useEffect(() => {
    // The token is a key to the account: it should not stay in the address bar, the history or a screenshot.
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  const gone = (error: unknown) => error instanceof ApiError && error.status === 404;
  if (token === null) return <LinkProblem message="This link is incomplete. Open it again from the email, or copy the whole address into your browser." />;
  if (invite.isError) {
    if (gone(invite.error)) return <LinkProblem message={invite.error.message} />;
    return (
      <StandalonePage documentTitle={DOCUMENT_TITLE} title="Set your password">
        <LoadProblem error={invite.error} onRetry={() => void invite.refetch()} />
      </StandalonePage>
    );
  }
  if (accept.isError && gone(accept.error)) return <LinkProblem message={accept.error.message} />;
  if (!invite.data) {
    return (
      <StandalonePage documentTitle={DOCUMENT_TITLE} title="Set your password">
        <p role="status" className="page__lead">
          Checking your link…
        </p>
      </StandalonePage>
    );
  }

  return (
    <StandalonePage documentTitle={DOCUMENT_TITLE} title="Set your password" lead={<InviteLead invite={invite.data} />}>
      <SetPasswordForm
        email={invite.data.email}
        pending={accept.isPending}
        problem={accept.error ? accept.error.message : null}
        onSubmit={(password) => accept.mutate({ token, password }, { onSuccess: () => void navigate('/bookings', { replace: true }) })}
      />
    </StandalonePage>
  );
}

function InviteLead({ invite }: { invite: StaffInvite }) {
  return (
    <>
      Set a password for <strong>{invite.name}</strong> ({invite.email}) at <strong>{invite.company_name ?? 'Kerbside'}</strong>, as{' '}
      {invite.role === 'owner' ? 'an owner' : `a ${STAFF_ROLE_LABELS[invite.role].toLowerCase()}`}.
    </>
  );
}

function LinkProblem({ message }: { message: string }) {
  return (
    <StandalonePage documentTitle={DOCUMENT_TITLE} title="This link does not work">
      <div className="set-password__problem">
        <p role="alert" className="alert">
          {message}
        </p>
        <p>Ask your owner to send a new invitation. Each new link replaces the earlier ones.</p>
        <p>Already set your password?</p>
        <Link to="/bookings" className="button">
          Go to sign in
        </Link>
      </div>
    </StandalonePage>
  );
}

import { STAFF_ROLE_LABELS, type StaffMember } from '@kerbside/contract';
import { Badge } from '../../components/badge';
import { RecordItem, RecordList } from '../../components/record-list';
import { formatLondonDateTime } from '../../lib/format';
import type { StaffRow } from './staff-api';
import { STAFF_STATUS_BADGES } from './staff-status';

interface StaffListProps {
  rows: readonly StaffRow[];
  /** The signed-in staff member: their own row has no buttons (the server refuses changing yourself). */
  meId: number;
  showCompany: boolean;
  /** The member whose link is being sent again (its button says so). */
  resendingId: number | null;
  onResend: (member: StaffMember) => void;
  onChangeRole: (member: StaffMember) => void;
  onToggleActive: (member: StaffMember) => void;
}

export function StaffList({ rows, meId, showCompany, resendingId, onResend, onChangeRole, onToggleActive }: StaffListProps) {
  return (
    <RecordList label="Staff">
      {rows.map(({ member, status }) => {
        const badge = STAFF_STATUS_BADGES[status];
        // Platform admins are managed on the server (`npm run staff`), and nobody changes themselves.
        const manageable = member.id !== meId && member.role !== 'platform_admin';
        const hidden = <span className="visually-hidden"> {member.name}</span>;
        return (
          <RecordItem
            key={member.id}
            title={member.name}
            muted={!member.active}
            badges={member.id === meId && <Badge>You</Badge>}
            meta={
              <>
                <EmailText email={member.email} />
                {showCompany && <span>{member.company?.name ?? 'Platform (every company)'}</span>}
              </>
            }
            facts={[
              { label: 'Role', value: STAFF_ROLE_LABELS[member.role] },
              {
                label: 'Status',
                value: (
                  <>
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                    {badge.note && <span className="staff-note">{badge.note}</span>}
                  </>
                ),
              },
              { label: 'Last sign-in', value: member.last_sign_in_at ? formatLondonDateTime(member.last_sign_in_at) : 'Never' },
            ]}
            actions={
              manageable && (
                <>
                  {member.pending && member.active && (
                    <button type="button" className="button" onClick={() => onResend(member)} aria-disabled={resendingId === member.id || undefined}>
                      {resendingId === member.id ? 'Sending…' : 'Resend invite'}
                      {hidden}
                    </button>
                  )}
                  <button type="button" className="button" onClick={() => onChangeRole(member)}>
                    Change role{hidden}
                  </button>
                  <button type="button" className="button" onClick={() => onToggleActive(member)}>
                    {member.active ? 'Deactivate' : 'Reactivate'}
                    {hidden}
                  </button>
                </>
              )
            }
          />
        );
      })}
    </RecordList>
  );
}

/** An address that wraps before its @ when the column is narrow, not in the middle of a word. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span>{email}</span>;
  return (
    <span>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}

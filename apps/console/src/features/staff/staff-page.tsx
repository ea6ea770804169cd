import { useState } from 'react';
import type { StaffMe, StaffMember } from '@kerbside/contract';
import { EmptyState } from '../../components/empty-state';
import { FilterBar } from '../../components/filter-bar';
import { SelectField } from '@kerbside/ui/form-field';
import { LoadProblem } from '../../components/load-problem';
import { NoticeRegion, type NoticeMessage } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/api-client';
import { formatLondonDateTime } from '../../lib/format';
import { companyOptions, useCompanies } from '../companies/use-companies';
import { InviteDialog } from './invite-dialog';
import { RoleDialog } from './role-dialog';
import { useResendInvite, useStaffList } from './staff-api';
import { StaffActiveConfirm } from './staff-active-confirm';
import { StaffList } from './staff-list';
import './staff-page.css';

type Open = { kind: 'invite' } | { kind: 'role'; member: StaffMember } | { kind: 'active'; member: StaffMember } | null;

const linkUntil = (member: StaffMember) => (member.invite_expires_at ? ` The link works once, until ${formatLondonDateTime(member.invite_expires_at)}.` : '');

/** Who works in the console for the company (a platform admin: for any company): invite, roles, (de)activate. */
export function StaffPage({ staff }: { staff: StaffMe }) {
  const isAdmin = staff.role === 'platform_admin';
  const [companyId, setCompanyId] = useState('');
  const list = useStaffList(companyId ? Number(companyId) : undefined);
  const companies = useCompanies(isAdmin);
  const resend = useResendInvite();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const close = () => setOpen(null);

  function resendInvite(member: StaffMember) {
    if (resend.isPending) return;
    resend.mutate(member.id, {
      onSuccess: (sent) => setNotice({ tone: 'success', text: `A new link is on its way to ${sent.email}; earlier links no longer work.${linkUntil(sent)}` }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
    });
  }

  return (
    <div className="page container">
      <PageHeader
        title="Staff"
        lead={isAdmin ? 'Staff of every company, and the platform admins.' : 'Who can sign in to the console for your company.'}
        actions={
          <button type="button" className="button button--primary" onClick={() => setOpen({ kind: 'invite' })}>
            Invite staff
          </button>
        }
      />
      {isAdmin && (
        <FilterBar label="Staff">
          <SelectField id="staff-company" label="Company" value={companyId} onChange={setCompanyId} placeholder="All companies" options={companyOptions(companies.data)} />
        </FilterBar>
      )}
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />

      {list.isError && !list.data ? (
        <LoadProblem error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p role="status" className="page__lead">
          Loading staff…
        </p>
      ) : list.data.length === 0 ? (
        <EmptyState title="No staff yet">
          <p>Invite an owner or a dispatcher.</p>
        </EmptyState>
      ) : (
        <StaffList
          rows={list.data}
          meId={staff.id}
          showCompany={isAdmin}
          resendingId={resend.isPending ? (resend.variables ?? null) : null}
          onResend={resendInvite}
          onChangeRole={(member) => setOpen({ kind: 'role', member })}
          onToggleActive={(member) => setOpen({ kind: 'active', member })}
        />
      )}

      {open?.kind === 'invite' && (!isAdmin || companies.data) && (
        <InviteDialog
          companies={isAdmin ? (companies.data ?? []) : null}
          onClose={close}
          onInvited={(member) => {
            close();
            setNotice({ tone: 'success', text: `Invitation sent to ${member.email}.${linkUntil(member)}` });
          }}
        />
      )}
      {open?.kind === 'role' && (
        <RoleDialog
          member={open.member}
          onClose={close}
          onChanged={(member) => {
            close();
            setNotice({ tone: 'success', text: `${member.name} is now ${member.role === 'owner' ? 'an owner' : 'a dispatcher'}.` });
          }}
        />
      )}
      {open?.kind === 'active' && (
        <StaffActiveConfirm
          member={open.member}
          onCancel={close}
          onDone={(member) => {
            close();
            setNotice({ tone: 'success', text: `${member.name} is ${member.active ? 'active again' : 'deactivated and signed out'}.` });
          }}
        />
      )}
    </div>
  );
}

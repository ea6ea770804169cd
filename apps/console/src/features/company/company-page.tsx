import { useState } from 'react';
import type { StaffMe } from '@kerbside/contract';
import { EmptyState } from '../../components/empty-state';
import { FilterBar } from '../../components/filter-bar';
import { SelectField } from '@kerbside/ui/form-field';
import { LoadProblem } from '../../components/load-problem';
import { NoticeRegion, type NoticeMessage } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { companyOptions, useCompanies } from '../companies/use-companies';
import { useCompanyProfile } from './company-api';
import { CompanyFacts } from './company-facts';
import { CompanyForm } from './company-form';
import { CompanyLogoSection } from './company-logo-section';
import { NotificationSettingsSection } from './notification-settings-section';
import './company.css';

/** The company's profile: name, contact details, cancellation terms, VAT, card payments. Owners change it; dispatchers read it; a platform admin picks the company. */
export function CompanyPage({ staff }: { staff: StaffMe }) {
  const isAdmin = staff.role === 'platform_admin';
  const canEdit = staff.role !== 'dispatcher';
  const companies = useCompanies(isAdmin);
  const [chosen, setChosen] = useState('');
  // A platform admin sees the first company until they choose another.
  const companyId = isAdmin ? Number(chosen || companies.data?.[0]?.id || 0) || null : (staff.company?.id ?? null);
  const profile = useCompanyProfile(companyId);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  return (
    <div className="page container company-page">
      <PageHeader
        title="Company"
        lead={
          canEdit
            ? 'How passengers see the company: its name, how to reach it, its cancellation terms and VAT, and when cards are charged.'
            : 'Only an owner can change the company’s profile.'
        }
      />
      {isAdmin && (
        <FilterBar label="Company">
          <SelectField
            id="company-choice"
            label="Company"
            value={companyId === null ? '' : String(companyId)}
            onChange={(value) => {
              setChosen(value);
              setNotice(null);
            }}
            options={companyOptions(companies.data)}
          />
        </FilterBar>
      )}
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />

      {companies.isError && !companies.data ? (
        <LoadProblem error={companies.error} onRetry={() => void companies.refetch()} />
      ) : isAdmin && companies.data?.length === 0 ? (
        <EmptyState title="No companies yet">
          <p>Companies are added on the server.</p>
        </EmptyState>
      ) : profile.isError && !profile.data ? (
        <LoadProblem error={profile.error} onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <p role="status" className="page__lead">
          Loading the profile…
        </p>
      ) : (
        <>
          {canEdit ? (
            <CompanyForm key={profile.data.id} profile={profile.data} onSaved={(saved) => setNotice({ tone: 'success', text: `Saved. ${saved.name}’s profile is up to date.` })} />
          ) : (
            <CompanyFacts profile={profile.data} />
          )}
          <NotificationSettingsSection key={`notify-${profile.data.id}`} companyId={profile.data.id} canEdit={canEdit} onSaved={(text) => setNotice({ tone: 'success', text })} />
          <CompanyLogoSection key={profile.data.id} profile={profile.data} canEdit={canEdit} onChanged={(text) => setNotice({ tone: 'success', text })} />
        </>
      )}
    </div>
  );
}

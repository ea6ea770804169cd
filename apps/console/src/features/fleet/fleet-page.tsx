import { useState } from 'react';
import { FLEET_MESSAGES, type StaffMe, type VehicleCategory } from '@kerbside/contract';
import { EmptyState } from '../../components/empty-state';
import { FilterBar } from '../../components/filter-bar';
import { SelectField } from '@kerbside/ui/form-field';
import { LoadProblem } from '../../components/load-problem';
import { NoticeRegion, type NoticeMessage } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { companyOptions, useCompanies } from '../companies/use-companies';
import { CategoryEnabledConfirm } from './category-enabled-confirm';
import { CategoryFormDialog } from './category-form-dialog';
import { CategoryList } from './category-list';
import { useFleet } from './fleet-api';
import { PictureDialog } from './picture-dialog';
import './fleet-page.css';

type Open = { kind: 'form'; category: VehicleCategory | null } | { kind: 'picture'; category: VehicleCategory } | { kind: 'toggle'; category: VehicleCategory } | null;

/** The vehicle categories the website offers (a platform admin: of any company): owners add, change, picture and disable them; dispatchers look. */
export function FleetPage({ staff }: { staff: StaffMe }) {
  const isAdmin = staff.role === 'platform_admin';
  const canChange = staff.role !== 'dispatcher';
  const [companyId, setCompanyId] = useState('');
  const fleet = useFleet(companyId ? Number(companyId) : undefined);
  const choices = useCompanies(isAdmin);
  const companies = isAdmin ? companyOptions(choices.data) : null;
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const close = () => setOpen(null);

  const addButton = canChange && (
    <button type="button" className="button button--primary" onClick={() => setOpen({ kind: 'form', category: null })}>
      Add category
    </button>
  );
  const lead = !canChange
    ? 'The vehicle categories your website offers. Only an owner can change them.'
    : isAdmin
      ? 'The vehicle categories each company offers on the website, in their order.'
      : 'The vehicle categories your website offers, in their order.';

  return (
    <div className="page container">
      <PageHeader title="Fleet" lead={lead} actions={addButton || undefined} />
      {isAdmin && (
        <FilterBar label="Fleet">
          <SelectField id="fleet-company" label="Company" value={companyId} onChange={setCompanyId} placeholder="All companies" options={companies ?? []} />
        </FilterBar>
      )}
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />

      {fleet.isError && !fleet.data ? (
        <LoadProblem error={fleet.error} onRetry={() => void fleet.refetch()} />
      ) : !fleet.data ? (
        <p role="status" className="page__lead">
          Loading the fleet…
        </p>
      ) : fleet.data.length === 0 ? (
        <EmptyState title="No vehicle categories yet">
          <p>{canChange ? 'Add the kinds of vehicle you offer, e.g. Saloon, Estate, MPV.' : 'An owner adds the kinds of vehicle the company offers.'}</p>
          {addButton}
        </EmptyState>
      ) : (
        <>
          <p className="record-count" role="status">
            {fleet.data.length === 1 ? '1 category' : `${fleet.data.length} categories`}
          </p>
          <CategoryList
            categories={fleet.data}
            showCompany={isAdmin && companyId === ''}
            actions={
              canChange
                ? {
                    onEdit: (category) => setOpen({ kind: 'form', category }),
                    onPicture: (category) => setOpen({ kind: 'picture', category }),
                    onToggle: (category) => setOpen({ kind: 'toggle', category }),
                  }
                : null
            }
          />
        </>
      )}

      {open?.kind === 'form' && (!isAdmin || choices.data) && (
        <CategoryFormDialog
          category={open.category}
          companies={companies}
          companyId={companyId}
          onClose={close}
          onSaved={(saved, added) => {
            close();
            setNotice({ tone: 'success', text: added ? `${saved.name} is added. ${saved.priced ? '' : FLEET_MESSAGES.noPrice}`.trim() : `${saved.name} is saved.` });
          }}
        />
      )}
      {open?.kind === 'picture' && (
        <PictureDialog
          category={open.category}
          onClose={close}
          onSaved={(saved, removed) => {
            close();
            setNotice({ tone: 'success', text: removed ? `${saved.name} shows the standard drawing again.` : `The new picture of ${saved.name} is on the website.` });
          }}
        />
      )}
      {open?.kind === 'toggle' && (
        <CategoryEnabledConfirm
          category={open.category}
          onCancel={close}
          onDone={(changed) => {
            close();
            setNotice({ tone: 'success', text: changed.enabled ? `${changed.name} is on the website again.` : `${changed.name} is disabled: it is off the website.` });
          }}
        />
      )}
    </div>
  );
}

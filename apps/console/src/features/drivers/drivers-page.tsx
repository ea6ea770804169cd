import { useState } from 'react';
import type { Driver, StaffMe } from '@kerbside/contract';
import { EmptyState } from '../../components/empty-state';
import { LoadProblem } from '../../components/load-problem';
import { NoticeRegion, type NoticeMessage } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useCompanyChoices } from '../companies/company-choices';
import { companyOptions, useCompanies } from '../companies/use-companies';
import { DriverFilters, type DriverFilterValues } from './driver-filters';
import { DriverFormDialog } from './driver-form-dialog';
import { DriverList } from './driver-list';
import { DriverActiveConfirm } from './driver-active-confirm';
import { useDrivers } from './drivers-api';
import './drivers-page.css';

const NO_FILTERS: DriverFilterValues = { q: '', active: '', companyId: '' };

/** The drivers of the company (a platform admin: of every company): find, add, change, (de)activate. */
export function DriversPage({ staff }: { staff: StaffMe }) {
  const isAdmin = staff.role === 'platform_admin';
  const [filters, setFilters] = useState<DriverFilterValues>(NO_FILTERS);
  const q = useDebouncedValue(filters.q.trim(), 250);
  const drivers = useDrivers({
    q: q || undefined,
    active: filters.active || undefined,
    company_id: filters.companyId ? Number(filters.companyId) : undefined,
  });
  const choices = useCompanyChoices();
  const companies = useCompanies(isAdmin);
  const [editing, setEditing] = useState<Driver | 'new' | null>(null);
  const [toggling, setToggling] = useState<Driver | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  const filtered = filters.q.trim() !== '' || filters.active !== '' || filters.companyId !== '';
  const addButton = (
    <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
      Add driver
    </button>
  );

  return (
    <div className="page container">
      <PageHeader title="Drivers" lead={isAdmin ? 'Drivers of every company.' : undefined} actions={addButton} />
      <DriverFilters values={filters} onChange={setFilters} companies={isAdmin ? companyOptions(companies.data) : null} />
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />

      {drivers.isError && !drivers.data ? (
        <LoadProblem error={drivers.error} onRetry={() => void drivers.refetch()} />
      ) : !drivers.data ? (
        <p role="status" className="page__lead">
          Loading drivers…
        </p>
      ) : drivers.data.length === 0 ? (
        filtered ? (
          <EmptyState title="No drivers match">
            <p>Try another search, or show every driver.</p>
            <button type="button" className="button" onClick={() => setFilters(NO_FILTERS)}>
              Clear the filters
            </button>
          </EmptyState>
        ) : (
          <EmptyState title="No drivers yet">
            <p>Add your drivers to give them jobs.</p>
            {addButton}
          </EmptyState>
        )
      ) : (
        <>
          <p className="record-count" role="status">
            {drivers.data.length === 1 ? '1 driver' : `${drivers.data.length} drivers`}
          </p>
          <DriverList drivers={drivers.data} showCompany={isAdmin} onEdit={setEditing} onToggleActive={setToggling} />
        </>
      )}

      {editing !== null && choices.data && (
        <DriverFormDialog
          driver={editing === 'new' ? null : editing}
          choices={choices.data}
          choosesCompany={isAdmin}
          onClose={() => setEditing(null)}
          onSaved={(saved, added) => {
            setEditing(null);
            setNotice({ tone: 'success', text: added ? `${saved.name} is added.` : `${saved.name} is saved.` });
          }}
        />
      )}
      {toggling && (
        <DriverActiveConfirm
          driver={toggling}
          onCancel={() => setToggling(null)}
          onDone={(changed) => {
            setToggling(null);
            setNotice({ tone: 'success', text: `${changed.name} is ${changed.active ? 'active again' : 'deactivated'}.` });
          }}
        />
      )}
    </div>
  );
}

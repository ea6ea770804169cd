/** Prices: a company's tariffs per vehicle category, edited as a draft, checked, published. Every staff role may look; owners edit. */
import { useLocation } from 'react-router';
import type { StaffMe } from '@kerbside/contract';
import { EmptyState } from '../../components/empty-state';
import { LoadProblem } from '../../components/load-problem';
import { PageHeader } from '../../components/page-header';
import { CompanyChoice, usePricesCompany } from './prices-company';
import { PricesEditor } from './prices-editor';
import { useTariffSheet } from './prices-api';
import './prices.css';

export function PricesPage({ staff }: { staff: StaffMe }) {
  const { companyId, choose, search } = usePricesCompany(staff);
  const sheet = useTariffSheet(companyId);
  // A version restored on its page comes back here with its number, to say so.
  const restored = (useLocation().state as { restored?: unknown } | null)?.restored;

  return (
    <div className="page container prices-page">
      <PageHeader
        title="Prices"
        lead={sheet.data && staff.company === null ? sheet.data.company.name : 'What each vehicle category costs on the website.'}
      />
      <CompanyChoice staff={staff} companyId={companyId} onChoose={choose} />
      {companyId === null ? (
        <EmptyState title="Choose a company">
          <p>Each company has its own prices.</p>
        </EmptyState>
      ) : sheet.isError && !sheet.data ? (
        <LoadProblem error={sheet.error} onRetry={() => void sheet.refetch()} />
      ) : !sheet.data ? (
        <p role="status" className="page__lead">
          Loading prices…
        </p>
      ) : (
        <PricesEditor
          key={companyId}
          companyId={companyId}
          sheet={sheet.data}
          versionsHref={`/prices/versions${search}`}
          onReload={() => void sheet.refetch()}
          initialNotice={typeof restored === 'number' ? `Version ${restored} is restored into the draft. Check it, then publish it.` : null}
        />
      )}
    </div>
  );
}

/** Published versions of a company's prices, newest first: open one to read it, restore it into the draft. */
import { Link } from 'react-router';
import type { StaffMe } from '@kerbside/contract';
import { BackLink } from '../../components/back-link';
import { EmptyState } from '../../components/empty-state';
import { LoadProblem } from '../../components/load-problem';
import { PageHeader } from '../../components/page-header';
import { formatLondonDateTime } from '../../lib/format';
import { CompanyChoice, usePricesCompany } from './prices-company';
import { useTariffSheet, useTariffVersions } from './prices-api';
import './prices.css';

export function VersionsPage({ staff }: { staff: StaffMe }) {
  const { companyId, choose, search } = usePricesCompany(staff);
  const versions = useTariffVersions(companyId);
  const sheet = useTariffSheet(companyId);
  const live = sheet.data?.published?.version ?? null;

  return (
    <div className="page container prices-page">
      <BackLink to={`/prices${search}`}>Prices</BackLink>
      <PageHeader title="Price versions" lead="Every publish makes a version. Open one to read it or to restore it into the draft." />
      <CompanyChoice staff={staff} companyId={companyId} onChoose={choose} />
      {companyId === null ? (
        <EmptyState title="Choose a company">
          <p>Each company has its own prices.</p>
        </EmptyState>
      ) : versions.isError && !versions.data ? (
        <LoadProblem error={versions.error} onRetry={() => void versions.refetch()} />
      ) : !versions.data ? (
        <p role="status" className="page__lead">
          Loading versions…
        </p>
      ) : versions.data.length === 0 ? (
        <EmptyState title="Nothing published yet">
          <p>A version appears here each time the prices are published.</p>
        </EmptyState>
      ) : (
        <ol className="record-list versions-list">
          {versions.data.map((version) => (
            <li key={version.id} className="card record version-row">
              <div className="record__head">
                <h2 className="record__title">
                  <Link to={`/prices/versions/${version.id}${search}`}>Version {version.version}</Link>
                  {version.version === live && <span className="changed-mark changed-mark--live">Live</span>}
                </h2>
                <p className="version-row__meta">
                  {formatLondonDateTime(version.published_at)}
                  {version.published_by ? ` · ${version.published_by.name}` : ''}
                  {version.restored_from !== null ? ` · restored from version ${version.restored_from}` : ''}
                </p>
                {version.note && <p className="version-row__note">{version.note}</p>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

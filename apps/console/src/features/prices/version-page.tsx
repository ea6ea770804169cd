/** One published version, read-only, vehicle by vehicle; owners may restore it into the draft. */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { StaffMe } from '@kerbside/contract';
import { BackLink } from '../../components/back-link';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadProblem } from '../../components/load-problem';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/api-client';
import { formatLondonDateTime } from '../../lib/format';
import { NotFoundPage } from '../../app/not-found-page';
import { usePricesCompany } from './prices-company';
import { useRestoreVersion, useTariffSheet, useTariffVersion } from './prices-api';
import { tariffToForm } from './tariff-form';
import { VehicleTariff } from './vehicle-tariff';
import { PANEL_ID, tabId, VehicleTabs } from './vehicle-tabs';
import './prices.css';

export function VersionPage({ staff }: { staff: StaffMe }) {
  const { id } = useParams();
  const versionId = Number(id);
  if (!Number.isInteger(versionId) || versionId <= 0) return <NotFoundPage />;
  return <VersionView staff={staff} versionId={versionId} />;
}

function VersionView({ staff, versionId }: { staff: StaffMe; versionId: number }) {
  const { companyId, search } = usePricesCompany(staff);
  const version = useTariffVersion(companyId, versionId);
  const sheet = useTariffSheet(companyId);
  const restore = useRestoreVersion(companyId ?? 0);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (companyId === null) return <NotFoundPage />;
  const back = <BackLink to={`/prices/versions${search}`}>Price versions</BackLink>;
  if (!version.data) {
    return (
      <div className="page container prices-page">
        {back}
        {version.isError ? (
          <LoadProblem error={version.error} onRetry={() => void version.refetch()} />
        ) : (
          <p role="status" className="page__lead">
            Loading the version…
          </p>
        )}
      </div>
    );
  }

  const detail = version.data;
  const current = detail.vehicles.find((v) => v.vehicle_id === selected) ?? detail.vehicles[0];
  const canRestore = sheet.data?.can_edit === true;
  const byWhom = detail.published_by ? ` by ${detail.published_by.name}` : '';

  return (
    <div className="page container prices-page">
      {back}
      <PageHeader
        title={`Version ${detail.version}`}
        lead={`Published ${formatLondonDateTime(detail.published_at)}${byWhom}${detail.restored_from !== null ? `, restored from version ${detail.restored_from}` : ''}.${detail.note ? ` ${detail.note}` : ''}`}
        actions={
          canRestore && (
            <button type="button" className="button button--primary" onClick={() => setConfirming(true)}>
              Restore into draft…
            </button>
          )
        }
      />
      <p className="prices-readonly">A published version is kept as it was: it cannot be changed, only restored into the draft.</p>
      {current ? (
        <div className="prices-main">
          <VehicleTabs
            tabs={detail.vehicles.map((v) => ({ vehicleId: v.vehicle_id, name: v.category_name, priced: true, active: true, changed: false, problem: false }))}
            selected={current.vehicle_id}
            onSelect={setSelected}
          />
          <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(current.vehicle_id)} className="vehicle-panel">
            <h2 className="vehicle-panel__title">{current.category_name} prices</h2>
            <VehicleTariff
              key={current.vehicle_id}
              vehicle={{ vehicleId: current.vehicle_id, name: current.category_name, active: true }}
              form={tariffToForm(current.tariff)}
              problems={{}}
              readOnly
              onChange={() => undefined}
              copyFrom={[]}
              siteWholePounds={sheet.data?.site_rounds_to_whole_pounds}
            />
          </div>
        </div>
      ) : (
        <p className="page__lead">This version priced no vehicle.</p>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Restore version ${detail.version}?`}
          confirmLabel="Restore into draft"
          pending={restore.isPending}
          error={restore.isError ? errorMessage(restore.error) : null}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            restore.mutate(
              { versionId, revision: sheet.data?.draft?.revision ?? 0 },
              { onSuccess: () => void navigate(`/prices${search}`, { state: { restored: detail.version } }) },
            )
          }
        >
          <p>
            Its prices replace the draft{sheet.data?.draft ? ', and the unpublished changes in it are lost' : ''}. Nothing changes on the website until you publish the draft.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

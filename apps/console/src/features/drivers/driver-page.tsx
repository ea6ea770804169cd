import { DriverPhotoCard } from './driver-photo-card';
import { DriverDocumentsCard } from './driver-documents-card';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { idParamsSchema, type StaffMe } from '@kerbside/contract';
import { pageTitle } from '../../app/page-title';
import { BackLink } from '../../components/back-link';
import { Badge } from '../../components/badge';
import { DetailHeader } from '../../components/detail-header';
import { EmailAddress } from '../../components/email-address';
import { Fact, Facts, NotGiven } from '../../components/facts';
import { LoadError } from '../../components/load-error';
import { LoadingRows } from '../../components/loading-rows';
import { NoticeRegion, type NoticeMessage } from '../../components/notice';
import { ApiError } from '../../lib/api-client';
import { formatDay } from '../../lib/format';
import { useCompanyChoices } from '../companies/company-choices';
import { DriverActiveConfirm } from './driver-active-confirm';
import { DriverFormDialog } from './driver-form-dialog';
import { DriverPhones } from './driver-phones';
import { DriverSignInCard } from './driver-sign-in-card';
import { useDriver } from './drivers-api';
import { LicenceBadge } from './licence-badge';
import { formatUkMobile } from './mobile';
import './drivers-page.css';

/** One driver: their details (Edit, Deactivate), the sign-in link to the driver app, and the phones signed in as them. */
export function DriverPage({ staff }: { staff: StaffMe }) {
  const parsed = idParamsSchema.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : null;
  const driver = useDriver(id);
  const choices = useCompanyChoices();
  const [editing, setEditing] = useState(false);
  const [toggling, setToggling] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const data = driver.data;
  const missing = id === null || (driver.error instanceof ApiError && driver.error.status === 404);
  const say = (text: string) => setNotice({ tone: 'success', text });

  return (
    <div className="page container driver-page">
      <title>{pageTitle(data ? data.name : 'Driver')}</title>
      <BackLink to="/drivers">Drivers</BackLink>
      <DetailHeader
        eyebrow={id ? `Driver ${id}` : 'Driver'}
        title={missing ? 'Not found' : data ? data.name : 'Loading the driver…'}
        headingRef={heading}
        meta={
          data && (
            <>
              {!data.active && <Badge>Inactive</Badge>}
              {staff.role === 'platform_admin' && <span>{data.company.name}</span>}
            </>
          )
        }
        actions={
          data && (
            <div className="driver-page__actions">
              <button type="button" className="button" onClick={() => setEditing(true)}>
                Edit
              </button>
              <button type="button" className="button" onClick={() => setToggling(true)}>
                {data.active ? 'Deactivate' : 'Reactivate'}
              </button>
            </div>
          )
        }
      />
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />

      {missing ? (
        <p className="page__lead">There is no such driver in your company.</p>
      ) : driver.isPending ? (
        <LoadingRows label="Loading the driver…" rows={2} height={200} />
      ) : !data ? (
        <LoadError error={driver.error} onRetry={() => void driver.refetch()} />
      ) : (
        <div className="driver-page__grid">
          <section className="card driver-card" aria-labelledby="driver-details-title">
            <h2 id="driver-details-title" className="driver-card__title">
              Details
            </h2>
            <Facts>
              <Fact label="Mobile">
                <a href={`tel:${data.mobile}`}>{formatUkMobile(data.mobile)}</a>
              </Fact>
              <Fact label="Email">{data.email ? <EmailAddress email={data.email} /> : <NotGiven />}</Fact>
              <Fact label="Licence number">{data.licence_number}</Fact>
              <Fact label="Licence expiry">
                <span>{formatDay(data.licence_expiry)}</span> <LicenceBadge status={data.licence_status} />
              </Fact>
              <Fact label="Registration">{data.vehicle_registration}</Fact>
              <Fact label="Car">{[data.vehicle_colour, data.vehicle_make].filter(Boolean).join(' ') || <NotGiven />}</Fact>
              <Fact label="Category">{data.vehicle_category}</Fact>
            </Facts>
          </section>
          <DriverDocumentsCard driver={data} onChanged={say} />
          <div className="driver-page__app">
            <DriverPhotoCard driver={data} onChanged={say} />
            <DriverSignInCard driver={data} onSent={say} />
            <DriverPhones driverId={data.id} onSignedOut={say} />
          </div>
        </div>
      )}

      {editing && data && choices.data && (
        <DriverFormDialog
          driver={data}
          choices={choices.data}
          choosesCompany={staff.role === 'platform_admin'}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            say(`${saved.name} is saved.`);
          }}
        />
      )}
      {toggling && data && (
        <DriverActiveConfirm
          driver={data}
          onCancel={() => setToggling(false)}
          onDone={(changed) => {
            setToggling(false);
            say(changed.active ? `${changed.name} is active again.` : `${changed.name} is deactivated, and signed out of the driver app.`);
          }}
        />
      )}
    </div>
  );
}

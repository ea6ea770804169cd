import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { StaffMe } from '@kerbside/contract';
import { Badge } from '../../components/badge';
import { LoadProblem } from '../../components/load-problem';
import { NoticeRegion, type NoticeMessage } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api-client';
import { formatDay } from '../../lib/format';
import { NotFoundPage } from '../../app/not-found-page';
import { journeyLabel, STATUS_TONES, statusLabel } from '../board/job-text';
import { bookedNotice } from '../new-booking/booked-state';
import { AfterJourneySection } from './after-journey';
import { BookingRecordCard } from './booking-record-card';
import { CardPaymentPart } from './card-payment';
import { ChangeBookingButton } from './change-booking-dialog';
import { useJob } from './job-api';
import { JobActionBar } from './job-action-bar';
import { NearestDriversPanel } from './nearest-drivers-panel';
import { RefundButton } from './refund-dialog';
import { HistorySection, JourneySection, LegsSection, PassengerSection, PaymentSection, ProgressSection, VehicleSection } from './job-sections';
import './job-page.css';

/** The route's id, or null when it is not a record id (the page is then "not found", as the API would say). */
function jobIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? id : null;
}

export function JobPage({ staff }: { staff: StaffMe }) {
  const id = jobIdOf(useParams().id);
  return id === null ? <NotFoundPage /> : <JobDetailView id={id} showCompany={staff.role === 'platform_admin'} />;
}

/** One job with its whole booking, what may be done to it, and what was. Kept fresh by the board's live stream. */
function JobDetailView({ id, showCompany }: { id: number; showCompany: boolean }) {
  const job = useJob(id);
  const location = useLocation();
  const navigate = useNavigate();
  // Opened by New booking: what was booked (and the pay link mailed), said once.
  const [notice, setNotice] = useState<NoticeMessage | null>(() => {
    const booked = bookedNotice(location.state);
    return booked ? { tone: 'success', text: booked } : null;
  });
  const arrivedBooked = location.state !== null && location.state !== undefined;
  useEffect(() => {
    // A reload or Back should not say it again.
    if (arrivedBooked) void navigate(location.pathname, { replace: true, state: null });
  }, [arrivedBooked, location.pathname, navigate]);

  if (job.error instanceof ApiError && job.error.status === 404) return <NotFoundPage />;
  const back = (
    <p className="job-page__back">
      <Link to="/bookings">
        <span aria-hidden="true">← </span>Bookings
      </Link>
    </p>
  );
  if (!job.data) {
    return (
      <div className="page container job-page">
        {back}
        {job.isError ? (
          <LoadProblem error={job.error} onRetry={() => void job.refetch()} />
        ) : (
          <p role="status" className="page__lead">
            Loading the job…
          </p>
        )}
      </div>
    );
  }

  const detail = job.data;
  const { job: item } = detail;
  return (
    <div className="page container job-page">
      {back}
      <PageHeader
        title={item.booking_number}
        lead={
          <span className="job-page__lead">
            <Badge tone={STATUS_TONES[item.status]}>{statusLabel(item.status)}</Badge>
            <span>{journeyLabel(item, detail.legs.length)}</span>
            <span>
              {formatDay(item.pick_up_date)} at {item.pick_up_time}
            </span>
            {showCompany && <span>{item.company_name}</span>}
          </span>
        }
      />
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
      <JobActionBar detail={detail} onNotice={setNotice} />
      <div className="job-page__change">
        <ChangeBookingButton detail={detail} onNotice={setNotice} />
      </div>
      {/* The booking on the left; money and what happened on the right (one column on a phone). */}
      <div className="job-page__grid">
        <div className="job-page__column">
          <NearestDriversPanel detail={detail} onNotice={setNotice} />
          <JourneySection detail={detail} />
          <ProgressSection detail={detail} />
          <PassengerSection detail={detail} />
          <VehicleSection detail={detail} />
          <BookingRecordCard jobId={item.id} onNotice={setNotice} />
        </div>
        <div className="job-page__column">
          <LegsSection detail={detail} />
          <PaymentSection detail={detail}>
            <RefundButton detail={detail} onNotice={setNotice} />
            <CardPaymentPart detail={detail} onNotice={setNotice} />
          </PaymentSection>
          <AfterJourneySection detail={detail} onNotice={setNotice} />
          <HistorySection detail={detail} />
        </div>
      </div>
    </div>
  );
}

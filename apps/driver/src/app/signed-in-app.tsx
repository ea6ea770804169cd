import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { DriverSession } from '@kerbside/contract';
import { AvailabilityProvider, useAvailability } from '../features/availability/availability';
import { HomePage } from '../features/home/home-page';
import { JobPage } from '../features/job/job-page';
import { DriverJobsProvider, useDriverJobs } from '../features/jobs/driver-jobs';
import { FINISHED_STATUSES } from '../features/jobs/jobs-state';
import { usePositionSending } from '../features/positions/use-position-sending';
import { StatusOutboxProvider } from '../features/statuses/status-outbox';

/** The signed-in driver's screens, over their jobs (live), their outbox of statuses and their availability. */
export function SignedInApp({ session }: { session: DriverSession }) {
  return (
    <DriverJobsProvider>
      <AvailabilityProvider>
        <Outbox driverId={session.driver.id}>
          <PositionSending />
          <Routes>
            <Route index element={<HomePage session={session} />} />
            <Route path="jobs/:id" element={<JobPage company={session.company.name} />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Outbox>
      </AvailabilityProvider>
    </DriverJobsProvider>
  );
}

function Outbox({ driverId, children }: { driverId: number; children: ReactNode }) {
  const { reload } = useDriverJobs();
  return (
    <StatusOutboxProvider driverId={driverId} onSettled={reload}>
      {children}
    </StatusOutboxProvider>
  );
}

/** Positions go only while on shift with a job not finished (never off shift or on a break). */
function PositionSending() {
  const { status } = useAvailability();
  const { jobs } = useDriverJobs();
  usePositionSending(status === 'on_shift' && jobs.some((job) => job.kind === 'assigned' && !FINISHED_STATUSES.has(job.status)));
  return null;
}

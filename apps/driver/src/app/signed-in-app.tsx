import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { DriverSession } from '@kerbside/contract';
import { HomePage } from '../features/home/home-page';
import { JobPage } from '../features/job/job-page';
import { DriverJobsProvider, useDriverJobs } from '../features/jobs/driver-jobs';
import { StatusOutboxProvider } from '../features/statuses/status-outbox';

/** The signed-in driver's screens, over their jobs (live) and their outbox of statuses. */
export function SignedInApp({ session }: { session: DriverSession }) {
  return (
    <DriverJobsProvider>
      <Outbox driverId={session.driver.id}>
        <Routes>
          <Route index element={<HomePage session={session} />} />
          <Route path="jobs/:id" element={<JobPage company={session.company.name} />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Outbox>
    </DriverJobsProvider>
  );
}

/** Once the outbox has sent or had refused a status, the jobs are read again (the server's word wins). */
function Outbox({ driverId, children }: { driverId: number; children: ReactNode }) {
  const { reload } = useDriverJobs();
  return (
    <StatusOutboxProvider driverId={driverId} onSettled={reload}>
      {children}
    </StatusOutboxProvider>
  );
}

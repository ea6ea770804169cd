import { Navigate, Route, Routes } from 'react-router';
import type { DriverSession } from '@kerbside/contract';
import { HomePage } from '../features/home/home-page';
import { JobPage } from '../features/job/job-page';
import { DriverJobsProvider } from '../features/jobs/driver-jobs';

/** The signed-in driver's screens, over their jobs (live). */
export function SignedInApp({ session }: { session: DriverSession }) {
  return (
    <DriverJobsProvider>
      <Routes>
        <Route index element={<HomePage session={session} />} />
        <Route path="jobs/:id" element={<JobPage company={session.company.name} />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </DriverJobsProvider>
  );
}

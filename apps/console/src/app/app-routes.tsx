import { Navigate, Route, Routes } from 'react-router';
import type { StaffMe } from '@kerbside/contract';
import { DriversPage } from '../features/drivers/drivers-page';
import { ConsoleLayout } from '../features/layout/console-layout';
import { navItemsFor } from '../features/layout/nav-items';
import { StaffPage } from '../features/staff/staff-page';
import { NotFoundPage } from './not-found-page';
import { PlaceholderPage } from './placeholder-page';

/** The areas a staff member may open; another role's area is "not found", as the API answers. */
export function AppRoutes({ staff }: { staff: StaffMe }) {
  const allowed = new Set(navItemsFor(staff.role).map((item) => item.to));
  return (
    <Routes>
      <Route element={<ConsoleLayout staff={staff} />}>
        <Route index element={<Navigate to="/bookings" replace />} />
        <Route path="bookings" element={<PlaceholderPage title="Bookings" />} />
        <Route path="drivers" element={<DriversPage staff={staff} />} />
        <Route path="enquiries" element={<PlaceholderPage title="Enquiries" />} />
        <Route path="mail" element={<PlaceholderPage title="Mail" />} />
        {allowed.has('/staff') && <Route path="staff" element={<StaffPage staff={staff} />} />}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

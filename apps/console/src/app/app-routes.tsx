import { Navigate, Route, Routes } from 'react-router';
import type { StaffMe } from '@kerbside/contract';
import { AttentionPage } from '../features/attention/attention-page';
import { BoardFrame } from '../features/board/board-frame';
import { BoardPage } from '../features/board/board-page';
import { JobPage } from '../features/job/job-page';
import { ConsoleLayout } from '../features/layout/console-layout';
import { DriverPage } from '../features/drivers/driver-page';
import { DriversPage } from '../features/drivers/drivers-page';
import { EnquiriesPage } from '../features/enquiries/enquiries-page';
import { MapPage } from '../features/map/map-page';
import { EnquiryDetailPage } from '../features/enquiries/enquiry-detail-page';
import { MailDetailPage } from '../features/mail/mail-detail-page';
import { MailPage } from '../features/mail/mail-page';
import { TextDetailPage } from '../features/mail/text-detail-page';
import { TextsPage } from '../features/mail/texts-page';
import { StaffPage } from '../features/staff/staff-page';
import { ComplaintsPage } from '../features/cases/complaints-page';
import { LostPropertyPage } from '../features/cases/lost-property-page';
import { navItemsFor } from '../features/layout/nav-items';
import { NewBookingPage } from '../features/new-booking/new-booking-page';
import { NotFoundPage } from './not-found-page';
import { AuditPage, CompanyPage, ErasureRequestsPage, FleetPage, PlacesPage, PricesPage, SettingsPage, VersionPage, VersionsPage } from './setup-pages';

/** The areas a staff member may open; another role's area is "not found", as the API answers. */
export function AppRoutes({ staff }: { staff: StaffMe }) {
  const allowed = new Set(navItemsFor(staff.role).map((item) => item.to));
  return (
    <Routes>
      <Route element={<ConsoleLayout staff={staff} />}>
        <Route index element={<Navigate to="/bookings" replace />} />
        <Route element={<BoardFrame />}>
          <Route path="bookings" element={<BoardPage staff={staff} />} />
          <Route path="jobs/:id" element={<JobPage staff={staff} />} />
        </Route>
        <Route path="new-booking" element={<NewBookingPage staff={staff} />} />
        <Route path="attention" element={<AttentionPage staff={staff} />} />
        <Route path="drivers" element={<DriversPage staff={staff} />} />
        <Route path="drivers/:id" element={<DriverPage staff={staff} />} />
        <Route path="map" element={<MapPage />} />
        <Route path="enquiries" element={<EnquiriesPage staff={staff} />} />
        <Route path="enquiries/:kind/:id" element={<EnquiryDetailPage staff={staff} />} />
        <Route path="mail" element={<MailPage staff={staff} />} />
        <Route path="mail/:id" element={<MailDetailPage staff={staff} />} />
        <Route path="mail/texts" element={<TextsPage staff={staff} />} />
        <Route path="mail/texts/:id" element={<TextDetailPage staff={staff} />} />
        <Route path="complaints" element={<ComplaintsPage staff={staff} />} />
        <Route path="lost-property" element={<LostPropertyPage staff={staff} />} />
        {allowed.has('/staff') && <Route path="staff" element={<StaffPage staff={staff} />} />}
        <Route path="fleet" element={<FleetPage staff={staff} />} />
        <Route path="settings" element={<SettingsPage />} />
        {allowed.has('/audit') && <Route path="audit" element={<AuditPage staff={staff} />} />}
        {allowed.has('/erasure-requests') && <Route path="erasure-requests" element={<ErasureRequestsPage />} />}
        <Route path="company" element={<CompanyPage staff={staff} />} />
        <Route path="places" element={<PlacesPage staff={staff} />} />
        <Route path="prices" element={<PricesPage staff={staff} />} />
        <Route path="prices/versions" element={<VersionsPage staff={staff} />} />
        <Route path="prices/versions/:id" element={<VersionPage staff={staff} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

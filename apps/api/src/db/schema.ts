import type { Generated, Selectable } from 'kysely';
import type { WheelchairAccess } from '@kerbside/contract';
import type { AccountsTables } from '../modules/accounts/accounts.tables.js';
import type { BookingsTables } from '../modules/bookings/bookings.tables.js';
import type { PasswordResetTables } from '../modules/password-reset/password-reset.tables.js';
import type { EnquiriesTables } from '../modules/enquiries/enquiries.tables.js';
import type { MailTables } from '../modules/mail/mail.tables.js';
import type { PaymentsTables } from '../modules/payments/payments.tables.js';
import type { StaffTables } from '../modules/staff/staff.tables.js';
import type { DispatchTables } from '../modules/dispatch/dispatch.tables.js';
import type { TariffsTables } from '../modules/tariffs/tariffs.tables.js';
import type { MediaTables } from '../modules/media/media.tables.js';
import type { CheckoutsTables } from '../modules/checkouts/checkouts.tables.js';
import type { CallersTables } from '../modules/callers/callers.tables.js';
import type { PayLinksTables } from '../modules/pay-links/pay-links.tables.js';
import type { DriverSessionsTables } from '../modules/driver-sessions/driver-sessions.tables.js';
import type { DriverJobsTables } from '../modules/driver-jobs/job-offers.tables.js';
import type { DriverPositionsTables } from '../modules/driver-positions/driver-positions.tables.js';
import type { SchedulerTables } from '../platform/scheduler/scheduler.tables.js';
import type { SmsTables } from '../modules/sms/sms.tables.js';
import type { NotificationsTables } from '../modules/notifications/notifications.tables.js';
import type { DriverDocumentsTables } from '../modules/drivers/driver-documents.tables.js';
import type { CasesTables } from '../modules/cases/cases.tables.js';
import type { RetentionTables } from '../modules/retention/retention.tables.js';
import type { FlightsTables } from '../modules/flights/flights.tables.js';

export interface CompaniesTable {
  id: Generated<number>;
  company_name: string;
  phone: string;
  email: string;
  is_active: number;
  /** Postal address, lines kept; '' when not given. */
  address: Generated<string>;
  /** 'https://…' or ''. */
  website: Generated<string>;
  /** Plain text shown to passengers in their booking confirmation; '' when none. */
  cancellation_policy: Generated<string>;
  /** A passenger cancels free of charge until this many hours before the pickup. */
  free_cancellation_hours: Generated<number>;
  /** After that, this percentage of the fare is kept (0 to 100). */
  late_cancellation_fee_percent: Generated<number>;
  /** A passenger may amend the booking until this many hours before the pickup. */
  amend_cutoff_hours: Generated<number>;
  /** UK VAT registration number, normalised ('GB123456789'); '' when not registered. */
  vat_number: Generated<string>;
  /** The VAT rate its prices include, percent. */
  vat_rate_percent: Generated<number>;
  /** When a card payment is taken: at booking, or authorised at booking and captured when the job is completed. */
  card_capture: Generated<CardCapture>;
  /** A job with no driver, or whose driver has not set off, needs attention this many minutes before its pick-up. */
  attention_minutes: Generated<number>;
  /** How long a driver has to answer an offer of a job, seconds (migration 0035). */
  offer_seconds: Generated<number>;
  /** 1: jobs without a driver are offered to the nearest free driver automatically (migration 0037). */
  auto_offer: Generated<number>;
  /** …when picked up within this many minutes (or already late). */
  auto_offer_minutes: Generated<number>;
  /** JSON of the company's message choices (migration 0038); null: the defaults. */
  notification_settings: string | null;
  /** A driver's or vehicle's document is flagged this many days before it expires (migration 0043). */
  document_warning_days: Generated<number>;
  /** Passengers' details are anonymised this many months after a booking's last journey (migration 0046). */
  retention_months: Generated<number>;
  /** The private-hire operator's licence number, at the top of its booking records' export (migration 0044); '' when not given. */
  operator_licence_number: Generated<string>;
  /** Airport pickups (migration 0049): minutes from landing to the pickup, and how far a pickup moves by itself. */
  landing_domestic_minutes: Generated<number>;
  landing_international_minutes: Generated<number>;
  landing_meet_greet_minutes: Generated<number>;
  flight_move_earlier_max_minutes: Generated<number>;
  flight_move_later_max_minutes: Generated<number>;
}

export type CardCapture = 'at_booking' | 'at_completion';

export interface VehicleCategoriesTable {
  id: Generated<number>;
  company_id: number;
  category_name: string;
  vehicle_type: string;
  seats: number;
  luggage: number;
  small_luggage: number;
  image_file: string;
  description: string;
  sort_order: number;
  is_active: number;
  /** What it carries for a wheelchair user (migration 0042). */
  wheelchair_access: Generated<WheelchairAccess>;
}

export interface SettingsTable {
  setting_name: string;
  setting_value: string;
}

export interface SavedPlacesTable {
  id: Generated<number>;
  address: string;
  lat: number;
  lon: number;
  postcode: string | null;
  kind: string;
  sort_order: number;
}

export interface BannedAddressesTable {
  id: Generated<number>;
  /** Matched case-insensitively against the address text and the resolved postcode. */
  pattern: string;
  reason: string;
}

export interface CatalogueTables {
  companies: CompaniesTable;
  vehicle_categories: VehicleCategoriesTable;
  settings: SettingsTable;
  saved_places: SavedPlacesTable;
  banned_addresses: BannedAddressesTable;
}

/** Every table; each module declares its own in `<module>.tables.ts`. */
export interface Database
  extends CatalogueTables,
    BookingsTables,
    PaymentsTables,
    MailTables,
    EnquiriesTables,
    AccountsTables,
    PasswordResetTables,
    StaffTables,
    DispatchTables,
    TariffsTables,
    MediaTables,
    CheckoutsTables,
    CallersTables,
    PayLinksTables,
    DriverSessionsTables,
    DriverJobsTables,
    DriverPositionsTables,
    SchedulerTables,
    SmsTables,
    NotificationsTables,
    DriverDocumentsTables,
    CasesTables,
    RetentionTables,
    FlightsTables {}

export type CompanyRow = Selectable<CompaniesTable>;
export type VehicleRow = Selectable<VehicleCategoriesTable>;

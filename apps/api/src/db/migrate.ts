import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';
import { catalogueMigration } from './migrations/0001-catalogue.js';
import { bookingsMigration } from './migrations/0002-bookings.js';
import { paymentsMigration } from './migrations/0003-payments.js';
import { mailEnquiriesMigration } from './migrations/0004-mail-enquiries.js';
import { accountsMigration } from './migrations/0005-accounts.js';
import { passwordResetMigration } from './migrations/0006-password-reset.js';
import { operatorMigration } from './migrations/0007-operator.js';
import { mailSenderNameMigration } from './migrations/0008-mail-sender-name.js';
import { boardMigration } from './migrations/0009-board.js';
import { tariffVersionsMigration } from './migrations/0010-tariff-versions.js';
import { mediaMigration } from './migrations/0011-media.js';
import { companyProfileMigration } from './migrations/0012-company-profile.js';
import { checkoutsMigration } from './migrations/0013-checkouts.js';
import { bookingPolicyMigration } from './migrations/0014-booking-policy.js';
import { sandboxAuthenticationMigration } from './migrations/0015-sandbox-authentication.js';
import { mailAttachmentsMigration } from './migrations/0016-mail-attachments.js';
import { bookingPaymentsMigration } from './migrations/0017-booking-payments.js';
import { cardCaptureMigration } from './migrations/0018-card-capture.js';
import { intentCardMigration } from './migrations/0019-intent-card.js';
import { journeyDurationMigration } from './migrations/0020-journey-duration.js';
import { moneyClaimsMigration } from './migrations/0021-money-claims.js';
import { calendarSequenceMigration } from './migrations/0022-calendar-sequence.js';
import { jobStepsMigration } from './migrations/0024-job-steps.js';
import { boardSearchMigration } from './migrations/0025-board-search.js';
import { callersMigration } from './migrations/0026-callers.js';
import { attentionMinutesMigration } from './migrations/0028-attention-minutes.js';
import { jobExtrasMigration } from './migrations/0029-job-extras.js';
import { quoteRequestOffersMigration } from './migrations/0031-quote-request-offers.js';
import { payLinksMigration } from './migrations/0032-pay-links.js';
import { jobsByBookingTimeMigration } from './migrations/0033-jobs-by-booking-time.js';
import { driverSessionsMigration } from './migrations/0034-driver-sessions.js';
import { jobOffersMigration } from './migrations/0035-job-offers.js';
import { driverPositionsMigration } from './migrations/0036-driver-positions.js';
import { autoOfferMigration } from './migrations/0037-auto-offer.js';
import { textMessagesMigration } from './migrations/0038-text-messages.js';
import { jobRemindersMigration } from './migrations/0040-job-reminders.js';
import { driverPhotosMigration } from './migrations/0041-driver-photos.js';
import { accessibleVehiclesMigration } from './migrations/0042-accessible-vehicles.js';
import { driverDocumentsMigration } from './migrations/0043-driver-documents.js';
import { bookingRecordsMigration } from './migrations/0044-booking-records.js';
import { retentionMigration } from './migrations/0046-retention.js';
import { casesMigration } from './migrations/0047-complaints-and-lost-property.js';
import { flightWatchesMigration } from './migrations/0048-flight-watches.js';
import { flightPickupsMigration } from './migrations/0049-flight-pickups.js';

/** Migrations live in code (not read from a folder) so the bundled server carries them. */
export function migrationsFor(db: Db): Record<string, Migration> {
  return {
    '0001-catalogue': catalogueMigration(db.dialect),
    '0002-bookings': bookingsMigration(db.dialect),
    '0003-payments': paymentsMigration(),
    '0004-mail-enquiries': mailEnquiriesMigration(db.dialect),
    '0005-accounts': accountsMigration(db.dialect),
    '0006-password-reset': passwordResetMigration(db.dialect),
    '0007-operator': operatorMigration(db.dialect),
    '0008-mail-sender-name': mailSenderNameMigration(),
    '0009-board': boardMigration(),
    '0010-tariff-versions': tariffVersionsMigration(db.dialect),
    '0011-media': mediaMigration(db.dialect),
    '0012-company-profile': companyProfileMigration(),
    '0013-checkouts': checkoutsMigration(db.dialect),
    '0014-booking-policy': bookingPolicyMigration(),
    '0015-sandbox-authentication': sandboxAuthenticationMigration(),
    '0016-mail-attachments': mailAttachmentsMigration(),
    '0017-booking-payments': bookingPaymentsMigration(db.dialect),
    '0018-card-capture': cardCaptureMigration(),
    '0019-intent-card': intentCardMigration(),
    '0020-journey-duration': journeyDurationMigration(),
    '0021-money-claims': moneyClaimsMigration(db.dialect),
    '0022-calendar-sequence': calendarSequenceMigration(),
    '0024-job-steps': jobStepsMigration(),
    '0025-board-search': boardSearchMigration(db.dialect),
    '0026-callers': callersMigration(db.dialect),
    '0028-attention-minutes': attentionMinutesMigration(),
    '0029-job-extras': jobExtrasMigration(db.dialect),
    '0031-quote-request-offers': quoteRequestOffersMigration(),
    '0032-pay-links': payLinksMigration(db.dialect),
    '0033-jobs-by-booking-time': jobsByBookingTimeMigration(),
    '0034-driver-sessions': driverSessionsMigration(db.dialect),
    '0035-job-offers': jobOffersMigration(db.dialect),
    '0036-driver-positions': driverPositionsMigration(db.dialect),
    '0037-auto-offer': autoOfferMigration(),
    '0038-text-messages': textMessagesMigration(db.dialect),
    '0040-job-reminders': jobRemindersMigration(),
    '0041-driver-photos': driverPhotosMigration(db.dialect),
    '0042-accessible-vehicles': accessibleVehiclesMigration(),
    '0043-driver-documents': driverDocumentsMigration(db.dialect),
    '0044-booking-records': bookingRecordsMigration(db.dialect),
    '0046-retention': retentionMigration(db.dialect),
    '0047-complaints-and-lost-property': casesMigration(db.dialect),
    '0048-flight-watches': flightWatchesMigration(db.dialect),
    '0049-flight-pickups': flightPickupsMigration(db.dialect),
  };
}

/**
 * `inTransaction` is for a caller that has already begun a transaction on the connection `on` (the
 * start-up lock on SQLite): the migrations then run inside it, and the migrator must not begin its own.
 */
export async function migrateToLatest(db: Db, inTransaction?: { on: Kysely<Database> }): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(db) };
  const migrator = new Migrator({
    db: inTransaction?.on ?? db.kysely,
    provider,
    disableTransactions: inTransaction !== undefined,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

import type { Migration } from 'kysely';

/**
 * How long the outbound journey takes by road, seconds, as the booking was priced (the route the
 * quote measured): the calendar file's transfer events last that long. Null for hourly hire and for
 * bookings made before.
 */
export function journeyDurationMigration(): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('bookings').addColumn('journey_seconds', 'integer').execute();
    },
    async down(db) {
      await db.schema.alterTable('bookings').dropColumn('journey_seconds').execute();
    },
  };
}

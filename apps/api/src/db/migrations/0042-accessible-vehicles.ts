import { sql, type Migration } from 'kysely';

/**
 * Accessible vehicles (issue 27 §1). `vehicle_categories.wheelchair_access` says what a category can
 * carry: 'none', 'transfer' (the passenger moves to a seat and the folded chair is stowed) or
 * 'in_chair' (ramp or lift: the passenger stays in the chair). A wheelchair request is offered only
 * categories other than 'none'. A category already named "Wheelchair Accessible" (the demo fleet's)
 * takes a passenger in their chair; every other starts at 'none' until its owner says otherwise.
 *
 * `booking_details.assistance_dog` records an assistance dog travelling ('yes' / 'no'), never
 * charged (Equality Act 2010 s.170): every vehicle takes one, so it is told to the driver, not matched.
 */
export function accessibleVehiclesMigration(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('vehicle_categories')
        .addColumn('wheelchair_access', 'text', (c) => c.notNull().defaultTo('none').check(sql`wheelchair_access in ('none', 'transfer', 'in_chair')`))
        .execute();
      await sql`update vehicle_categories set wheelchair_access = 'in_chair' where category_name = 'Wheelchair Accessible'`.execute(db);
      await db.schema
        .alterTable('booking_details')
        .addColumn('assistance_dog', 'text', (c) => c.notNull().defaultTo('no').check(sql`assistance_dog in ('yes', 'no')`))
        .execute();
    },
  };
}

/**
 * Keys every API instance shares (the platform_secrets table): a signing key is made once, by
 * whichever instance starts first, and every instance then reads the same one, so what one signs
 * (a quote's price hold, a booking's link) another accepts.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** The named 256-bit key, made on first use. */
export async function platformKey(db: Kysely<Database>, name: string): Promise<string> {
  await db
    .insertInto('platform_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('platform_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

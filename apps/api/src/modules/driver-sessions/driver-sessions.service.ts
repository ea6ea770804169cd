/**
 * Driver sign-in without a password (issue 25 §2): staff mail a driver a single-use link, the phone
 * exchanges it for a 30-day session, staff list and end the driver's sessions. Each change is one
 * transaction with its audit entry (and its mail).
 */
import type { Kysely } from 'kysely';
import { DRIVER_MESSAGES, DRIVER_SIGN_IN_PATH, OPERATOR_MESSAGES, type DriverSessionRow } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { overLimit } from '../../http/address-limits.js';
import { DRIVER_LINK_LIMITS } from '../../http/limits.js';
import { fail, ok, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { type Actor, NOT_FOUND } from '../../platform/company-scope/index.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import type { SessionEnds } from '../live-events/index.js';
import type { DriverOfSession, DriverSessionsRepository } from './driver-sessions.repository.js';
import { signInMail } from './sign-in-mail.js';

/** What happens when a driver's last session ends (given by the app: the positions' side sets them off shift). */
export type SignedOutEverywhere = (trx: Kysely<Database>, driverId: number, at: string) => Promise<void>;
import { hashSecret, isWellFormedSecret, LAST_SEEN_RESOLUTION_MS, LINK_LIFETIME_MS, newSecret, SESSION_LIFETIME_MS } from './driver-tokens.js';

export interface OpenedSession {
  /** The cookie value; only its hash is stored. */
  token: string;
  driver: DriverOfSession;
}

export function createDriverSessionsService(deps: { db: Kysely<Database>; repo: DriverSessionsRepository; outbox: MailOutbox; limiter: RateLimiter; publicUrl: string; now: () => Date; sessionEnds?: SessionEnds; signedOutEverywhere?: SignedOutEverywhere }) {
  const { repo } = deps;
  /** After a session ended in `trx`: a driver left with none is told to the positions' side (off shift). */
  const afterEnding = async (trx: Kysely<Database>, driverId: number, at: string) => {
    if (deps.signedOutEverywhere && !(await repo.signedInAnywhere(trx, driverId, at))) await deps.signedOutEverywhere(trx, driverId, at);
  };
  const site = deps.publicUrl.replace(/\/+$/, '');

  return {
    async sendLink(actor: Actor, driverId: number): Promise<Result<{ sent_to: string; expires_at: string }>> {
      const driver = await repo.driver(actor.scope, driverId);
      if (!driver) return fail(404, NOT_FOUND);
      if (driver.is_active !== 1) return fail(422, OPERATOR_MESSAGES.driverInactiveForSignIn);
      if (!driver.email) return fail(422, OPERATOR_MESSAGES.driverHasNoEmail);
      const refused = await overLimit(deps.limiter, DRIVER_LINK_LIMITS.perDriver, String(driver.id));
      if (refused) return refused;

      const now = deps.now();
      const at = now.toISOString();
      const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS).toISOString();
      const link = newSecret();
      const email = driver.email;
      await deps.db.transaction().execute(async (trx) => {
        await repo.insertLink(trx, { driverId: driver.id, companyId: driver.company_id, tokenHash: link.hash, staffId: actor.staff.id, at, expiresAt });
        await recordAudit(trx, { companyId: driver.company_id, staffId: actor.staff.id, action: 'driver.sign_in_link_sent', subjectType: 'driver', subjectId: driver.id, detail: { to: email }, at });
        // The token travels in the fragment: browsers send it neither to the server's logs nor in a Referer.
        await deps.outbox.enqueue(trx, [signInMail({ to: email, companyId: driver.company_id, companyName: driver.company_name, driverName: driver.name, url: `${site}${DRIVER_SIGN_IN_PATH}#${link.token}` })]);
      });
      return ok({ sent_to: email, expires_at: expiresAt });
    },

    /** A link's token for a session; one failure for every reason, so the answer tells a prober nothing. */
    async exchange(token: string, userAgentLabel: string): Promise<Result<OpenedSession>> {
      const unusable = fail(400, DRIVER_MESSAGES.linkUnusable);
      if (!isWellFormedSecret(token)) return unusable;
      const now = deps.now();
      const at = now.toISOString();
      const session = newSecret();
      const opened = await deps.db.transaction().execute(async (trx) => {
        const link = await repo.useLink(trx, hashSecret(token), at);
        if (!link) return false;
        // A driver deactivated after the link was sent: the link is spent, no session is made.
        if (!(await repo.activeDriver(trx, link.driverId))) return false;
        const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
        const sessionId = await repo.insertSession(trx, { driverId: link.driverId, companyId: link.companyId, tokenHash: session.hash, deviceLabel: userAgentLabel, at, expiresAt });
        await recordAudit(trx, { companyId: link.companyId, staffId: null, action: 'driver.signed_in', subjectType: 'driver', subjectId: link.driverId, detail: { session_id: sessionId, device: userAgentLabel }, at });
        return true;
      });
      if (!opened) return unusable;
      const driver = await repo.findSession(session.hash, at);
      return driver ? ok({ token: session.token, driver }) : unusable;
    },

    /** The live session a cookie token names, or null; its last-seen time is kept to the minute. */
    async current(token: string | null): Promise<DriverOfSession | null> {
      if (!token || !isWellFormedSecret(token)) return null;
      const now = deps.now();
      const found = await repo.findSession(hashSecret(token), now.toISOString());
      if (found && now.getTime() - Date.parse(found.lastSeenAt) >= LAST_SEEN_RESOLUTION_MS) await repo.touch(found.sessionId, now.toISOString());
      return found;
    },

    async signOut(session: DriverOfSession): Promise<void> {
      const at = deps.now().toISOString();
      const ended = await deps.db.transaction().execute(async (trx) => {
        if (!(await repo.revoke(trx, session.driverId, session.sessionId, at))) return false;
        await afterEnding(trx, session.driverId, at);
        return true;
      });
      if (ended) await deps.sessionEnds?.announce([session.sessionId]);
    },

    async list(actor: Actor, driverId: number): Promise<Result<DriverSessionRow[]>> {
      const driver = await repo.driver(actor.scope, driverId);
      if (!driver) return fail(404, NOT_FOUND);
      return ok(await repo.liveSessions(driver.id, deps.now().toISOString()));
    },

    async revoke(actor: Actor, driverId: number, sessionId: number): Promise<Result<null>> {
      const driver = await repo.driver(actor.scope, driverId);
      if (!driver || !(await repo.sessionOf(driver.id, sessionId))) return fail(404, NOT_FOUND);
      const at = deps.now().toISOString();
      const revoked = await deps.db.transaction().execute(async (trx) => {
        if (!(await repo.revoke(trx, driver.id, sessionId, at))) return false;
        await afterEnding(trx, driver.id, at);
        await recordAudit(trx, { companyId: driver.company_id, staffId: actor.staff.id, action: 'driver.session_revoked', subjectType: 'driver', subjectId: driver.id, detail: { session_id: sessionId }, at });
        return true;
      });
      // Its event streams end at once, on every instance.
      if (revoked) await deps.sessionEnds?.announce([sessionId]);
      return ok(null);
    },
  };
}

export type DriverSessionsService = ReturnType<typeof createDriverSessionsService>;

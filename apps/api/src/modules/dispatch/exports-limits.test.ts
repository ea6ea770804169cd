/**
 * The exports' own limits over HTTP: the CSV and the run sheet count together, per console session
 * (20 per 15 minutes) and per client address (60 an hour), each refused with 429, Retry-After and
 * the wait in words. (What is prepared at once is export-gate.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '@kerbside/contract';
import { ADDRESS_LIMITS, EXPORT_LIMITS } from '../../http/limits.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';
import { dispatchTestApp } from './dispatch-test-kit.js';

const kit = dispatchTestApp();

const csv = `${OPERATIONS.operatorJobsExport.path}?from=2026-12-01&to=2026-12-31`;
const runSheet = `${OPERATIONS.operatorRunSheet.path}?date=2026-12-03`;

/** An export as a browser fetches it: the status, Retry-After and the text. */
async function exportAs(client: StaffClient, path: string, address: string) {
  const res = await fetch(kit.api.url + path, { headers: { cookie: client.cookie, 'x-forwarded-for': address } });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() };
}

describe('the limits of exports', () => {
  it('counts the CSV and the run sheet together per session, then per address', async () => {
    const office = '203.0.113.50';
    const sessions = await Promise.all([1, 2, 3, 4].map(() => signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher)));
    const counted = sessions.map(() => 0);
    const perSession = EXPORT_LIMITS.perSession.limit;
    const exportFrom = async (i: number, path: string, address: string) => {
      counted[i] = counted[i]! + 1;
      return exportAs(sessions[i]!, path, address);
    };

    for (let i = 0; i < perSession; i++) expect((await exportFrom(0, i % 2 ? runSheet : csv, office)).status, `export ${i + 1}`).toBe(200);
    const overSession = await exportFrom(0, csv, office);
    expect(overSession.status).toBe(429);
    expect(Number(overSession.retryAfter)).toBeGreaterThan(800);
    expect(JSON.parse(overSession.text)).toEqual({ success: false, message: 'Too many exports and run sheets in a short time. Please try again in 15 minutes.' });
    // The session is refused from any address; another session from the office goes on.
    expect((await exportAs(sessions[0]!, runSheet, '203.0.113.51')).status).toBe(429);

    // More sessions from the office reach the address's limit.
    for (let i = 1; counted.reduce((a, b) => a + b) < ADDRESS_LIMITS.exports.limit; i = counted[i]! < perSession ? i : i + 1) {
      expect((await exportFrom(i, csv, office)).status, `export ${counted.reduce((a, b) => a + b)} from the office`).toBe(200);
    }
    const last = sessions.findIndex((_, i) => counted[i]! < perSession);
    const overAddress = await exportAs(sessions[last]!, csv, office);
    expect(overAddress.status).toBe(429);
    expect(Number(overAddress.retryAfter)).toBeGreaterThan(3_000);
    expect(JSON.parse(overAddress.text)).toEqual({ success: false, message: 'Too many exports and run sheets in a short time. Please try again in 60 minutes.' });
    // Another address is counted apart.
    expect((await exportAs(sessions[last]!, csv, '203.0.113.52')).status).toBe(200);
  });
});

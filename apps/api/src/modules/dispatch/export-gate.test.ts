/** Who may start an export, with the in-process limiter the server uses by default. */
import { describe, expect, it } from 'vitest';
import { OPERATOR_MESSAGES } from '@kerbside/contract';
import { EXPORT_LIMITS } from '../../http/limits.js';
import { createMemoryRateLimiter } from '../../platform/limiter/index.js';
import type { Result } from '../../http/result.js';
import { createExportGate } from './export-gate.js';

const admitted = (result: Result<() => void>) => {
  if (!result.ok) throw new Error(`refused: ${result.status} ${result.message}`);
  return result.value;
};

describe('the export gate', () => {
  it('prepares one export per session at a time, and the next once it has gone', async () => {
    const gate = createExportGate(createMemoryRateLimiter());
    const release = admitted(await gate.admit({ sessionId: 1, tenant: '7' }));
    expect(await gate.admit({ sessionId: 1, tenant: '7' })).toEqual({ ok: false, status: 429, message: OPERATOR_MESSAGES.exportRunning, retryAfterSeconds: 5 });
    expect(OPERATOR_MESSAGES.exportRunning).toBe('Your last export or run sheet is still being prepared. Try again once it has arrived.');
    release();
    release(); // twice ('close' after an error answer) gives back one place only
    expect(gate.running).toBe(0);
    admitted(await gate.admit({ sessionId: 1, tenant: '7' }));
  });

  it("prepares a few of a company's at once, and the instance's cap across companies with 503", async () => {
    const gate = createExportGate(createMemoryRateLimiter());
    let session = 0;
    const admit = (tenant: string) => gate.admit({ sessionId: ++session, tenant });
    const company7 = [];
    for (let i = 0; i < EXPORT_LIMITS.runningPerCompany; i++) company7.push(admitted(await admit('7')));
    expect(await admit('7')).toEqual({ ok: false, status: 429, message: OPERATOR_MESSAGES.companyExportsRunning(3), retryAfterSeconds: 5 });
    expect(OPERATOR_MESSAGES.companyExportsRunning(3)).toBe('3 exports or run sheets of your company are being prepared already. Try again in a few seconds.');
    // Other companies (and the platform admins, as one more) fill the instance.
    const tenants = ['8', '9', 'platform', '10', '11'];
    for (const tenant of tenants) {
      for (let i = 0; i < EXPORT_LIMITS.runningPerCompany && gate.running < EXPORT_LIMITS.runningPerInstance; i++) admitted(await admit(tenant));
    }
    expect(gate.running).toBe(EXPORT_LIMITS.runningPerInstance);
    expect(await admit('12')).toEqual({ ok: false, status: 503, message: OPERATOR_MESSAGES.exportsBusy, retryAfterSeconds: 5 });
    company7[0]!();
    admitted(await admit('12'));
  });

  it('counts the exports a session starts, and refuses past its limit with the wait', async () => {
    const gate = createExportGate(createMemoryRateLimiter());
    for (let i = 0; i < EXPORT_LIMITS.perSession.limit; i++) admitted(await gate.admit({ sessionId: 3, tenant: '7' }))();
    const refused = await gate.admit({ sessionId: 3, tenant: '7' });
    expect(refused).toEqual({ ok: false, status: 429, message: 'Too many exports and run sheets in a short time. Please try again in 15 minutes.', retryAfterSeconds: 900 });
    admitted(await gate.admit({ sessionId: 4, tenant: '7' }));
  });
});

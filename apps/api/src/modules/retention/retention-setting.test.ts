/**
 * The company's retention in months on its profile (issue 27 §4): 24 unless changed, 12 to 120
 * whole months, changed by its owners and the platform admin only, audited.
 */
import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import type { StaffClient } from '../staff/operator-test-kit.js';
import { dispatchTestApp } from '../dispatch/dispatch-test-kit.js';

const kit = dispatchTestApp();
const companyPath = () => pathOf(OPERATIONS.operatorUpdateCompany, { id: kit.companyId.riverside });

async function profileBody(client: StaffClient): Promise<Record<string, unknown>> {
  const res = await client.call('GET', companyPath());
  expect(res.status).toBe(200);
  const { id: _id, active: _active, ...body } = res.body.data as Record<string, unknown>;
  return body;
}
const months = async () => (await kit.db.kysely.selectFrom('companies').select('retention_months').where('id', '=', kit.companyId.riverside).executeTakeFirstOrThrow()).retention_months;

describe("a company's retention months", () => {
  it('is 24 by default; 11, 121, a fraction, text and NUL are refused with the field named, changing nothing', async () => {
    const owner = kit.staff.riversideOwner;
    const body = await profileBody(owner);
    expect(body.retention_months).toBe(24);
    for (const wrong of [11, 121, 12.5, 'twelve', '12\u0000', '\u00001']) {
      const res = await owner.call('PUT', companyPath(), { ...body, retention_months: wrong });
      expect(res.status, String(wrong)).toBe(400);
      expect(res.body.fields, String(wrong)).toEqual([{ path: 'retention_months', message: COMPANY_MESSAGES.retentionMonths }]);
    }
    expect(await months()).toBe(24);
  });

  it('an owner sets 12, audited; a dispatcher is refused (403), another company’s owner finds nothing (404)', async () => {
    const owner = kit.staff.riversideOwner;
    const body = await profileBody(owner);
    const saved = await owner.call('PUT', companyPath(), { ...body, retention_months: 12 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.retention_months).toBe(12);
    const audit = await kit.db.kysely.selectFrom('audit_log').select(['detail', 'staff_id']).where('action', '=', 'company.updated').where('company_id', '=', kit.companyId.riverside).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toEqual({ retention_months: { from: 24, to: 12 } });

    expect((await kit.staff.riversideDispatcher.call('PUT', companyPath(), { ...body, retention_months: 60 })).status).toBe(403);
    expect((await kit.staff.skylineOwner.call('PUT', companyPath(), { ...body, retention_months: 60 })).status).toBe(404);
    expect(await months()).toBe(12);

    const admin = await kit.staff.platformAdmin.call('PUT', companyPath(), { ...body, retention_months: 120 });
    expect(admin.status).toBe(200);
    expect(await months()).toBe(120);
  });
});

/**
 * Warnings before drivers' and vehicles' documents expire (issue 27 §5), on a moved clock: on the
 * Needs attention list from the company's `document_warning_days` before the expiry (30 unless the
 * owner sets it), and mailed to the company's owners once per document and expiry, however many
 * scheduler runs and instances find it due.
 */
import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import { startSecondApp } from '../../test/test-app.js';
import { dispatchTestApp, START } from '../dispatch/dispatch-test-kit.js';
import { DEMO_LOGINS } from '../staff/operator-test-kit.js';
import { DOCUMENT_WARNINGS_TASK } from './index.js';

const kit = dispatchTestApp();
const run = () => kit.api.scheduler!.runNow(DOCUMENT_WARNINGS_TASK);
const companyPath = () => pathOf(OPERATIONS.operatorUpdateCompany, { id: kit.companyId.riverside });

async function attentionDocuments(driverName: string) {
  const res = await kit.staff.riversideDispatcher.call('GET', OPERATIONS.operatorJobsNeedingAttention.path);
  expect(res.status).toBe(200);
  return (res.body.data.documents as Array<{ driver: { name: string }; text: string; expired: boolean }>).filter((d) => d.driver.name === driverName);
}
const warningMails = async (driverName: string) => (await kit.mailsTo(DEMO_LOGINS.riversideOwner)).filter((m) => m.kind === 'document_expiry' && m.subject.startsWith(driverName));

async function setWarningDays(days: unknown, owner = kit.staff.riversideOwner) {
  const { id: _id, active: _active, ...fields } = (await kit.staff.riversideOwner.call('GET', companyPath())).body.data;
  return owner.call('PUT', companyPath(), { ...fields, document_warning_days: days });
}

describe('document warnings', () => {
  it('appear on Needs attention 30 days before the expiry and are mailed to the owners once, across runs and two instances', async () => {
    await kit.moveClock(START);
    await kit.addDriver('riverside', { name: 'Dee Phone', mot_expiry: '2027-01-10' });
    await kit.moveClock(new Date('2026-12-10T09:00:00Z'));
    expect(await attentionDocuments('Dee Phone')).toEqual([]);
    expect(await run()).toBe('ran');
    expect(await warningMails('Dee Phone')).toEqual([]);

    await kit.moveClock(new Date('2026-12-11T09:00:00Z'));
    expect(await attentionDocuments('Dee Phone')).toMatchObject([{ text: 'Dee Phone’s MOT expires on 10 Jan 2027', expired: false, last_day: '2027-01-10', document: 'mot' }]);
    const second = await startSecondApp(kit.api, { now: () => kit.clock.now });
    try {
      if (kit.api.config.DATABASE_URL) {
        expect(await Promise.all([run(), second.scheduler!.runNow(DOCUMENT_WARNINGS_TASK)])).toEqual(['ran', 'ran']);
      } else {
        expect(await run()).toBe('ran');
        expect(await second.scheduler!.runNow(DOCUMENT_WARNINGS_TASK)).toBe('ran');
      }
      await kit.moveClock(new Date('2026-12-12T09:00:00Z'));
      expect(await run()).toBe('ran');
      expect(await second.scheduler!.runNow(DOCUMENT_WARNINGS_TASK)).toBe('ran');
    } finally {
      await second.close();
    }
    const mails = await warningMails('Dee Phone');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Dee Phone’s MOT expires on 10 Jan 2027');
    expect(mails[0]!.text_body).toContain('Record the renewed document on the driver');

    // Once it has expired the list says so; the warning already sent is not sent again for the same date.
    await kit.moveClock(new Date('2027-01-11T09:00:00Z'));
    expect(await attentionDocuments('Dee Phone')).toMatchObject([{ text: 'Dee Phone’s MOT expired on 10 Jan 2027', expired: true }]);
    expect(await run()).toBe('ran');
    expect(await warningMails('Dee Phone')).toHaveLength(1);
  });

  it("follows the company's warning days, which only an owner changes, validated and audited", async () => {
    await kit.moveClock(START);
    await kit.addDriver('riverside', { name: 'Ivy Insured', insurance_expiry: '2027-01-20' });
    expect(await attentionDocuments('Ivy Insured')).toEqual([]);
    for (const bad of [0, 366, 2.5, 'soon']) {
      const refused = await setWarningDays(bad);
      expect(refused.status, String(bad)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(COMPANY_MESSAGES.documentWarningDays);
    }
    expect((await setWarningDays(60, kit.staff.riversideDispatcher)).status).toBe(403);
    const saved = await setWarningDays(60);
    expect(saved.status).toBe(200);
    expect(saved.body.data.document_warning_days).toBe(60);
    expect(await attentionDocuments('Ivy Insured')).toMatchObject([{ text: 'Ivy Insured’s hire and reward insurance expires on 20 Jan 2027' }]);
    const audit = await kit.db.kysely.selectFrom('audit_log').select('detail').where('action', '=', 'company.updated').where('subject_id', '=', kit.companyId.riverside).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toEqual({ document_warning_days: { from: 30, to: 60 } });
    // Skyline's staff never see Riverside's drivers' documents.
    const skyline = await kit.staff.skylineDispatcher.call('GET', OPERATIONS.operatorJobsNeedingAttention.path);
    expect((skyline.body.data.documents as Array<{ driver: { name: string } }>).filter((d) => d.driver.name === 'Ivy Insured')).toEqual([]);
    expect((await setWarningDays(30)).status).toBe(200);
  });
});

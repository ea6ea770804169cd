import { describe, expect, it } from 'vitest';
import { actionOptions, detailLines, subjectChange, SUBJECT_OPTIONS } from './audit-filters';

describe('audit filters', () => {
  it('offers every subject, and the actions of the chosen one', () => {
    expect(SUBJECT_OPTIONS[0]).toEqual({ value: '', label: 'Anything' });
    expect(SUBJECT_OPTIONS.map((o) => o.value)).toContain('setting');
    expect(actionOptions('setting')).toEqual([
      { value: '', label: 'Any action' },
      { value: 'setting.changed', label: 'Setting changed' },
    ]);
    expect(actionOptions('').length).toBeGreaterThan(20);
  });

  it('drops an action that is not of the new subject', () => {
    expect(subjectChange('driver', 'setting.changed')).toEqual({ subject: 'driver', action: '' });
    expect(subjectChange('setting', 'setting.changed')).toEqual({ subject: 'setting', action: 'setting.changed' });
    expect(subjectChange('', 'setting.changed')).toEqual({ subject: '', action: 'setting.changed' });
  });
});

describe('detailLines', () => {
  it('reads a detail as labelled lines: changes as from → to, lists joined, nothing as a dash', () => {
    expect(
      detailLines({ name: 'MEET_AND_GREET', from: null, to: '12.50', mobile: { from: '+1', to: '+2' }, overlap_confirmed_with: [3, 4], amount_pence: 1250, extra: { a: 1 } }),
    ).toEqual([
      { key: 'name', label: 'Name', value: 'MEET_AND_GREET' },
      { key: 'from', label: 'From', value: '—' },
      { key: 'to', label: 'To', value: '12.50' },
      { key: 'mobile', label: 'Mobile', value: '+1 → +2' },
      { key: 'overlap_confirmed_with', label: 'Overlap confirmed with', value: '3, 4' },
      { key: 'amount_pence', label: 'Amount pence', value: '1250' },
      { key: 'extra', label: 'Extra', value: '{"a":1}' },
    ]);
  });
});

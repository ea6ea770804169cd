import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lenient, loosener } from './lenient.js';
import { email, text } from './text.js';

const form = z.object({
  name: text(20),
  note: text(20).optional(),
  count: z.number().int().default(0),
  required: z.number().int(),
  flag: z.boolean().optional(),
  mail: z.union([z.literal(''), email()]).default(''),
  phone: text(20).default(''),
});

describe('loosener', () => {
  const loosen = loosener(form.shape);

  it('drops empty and null optional fields, reads numeric strings, flags and numbers as text', () => {
    expect(loosen({ name: 'Ada', note: '', count: null, required: ' 7 ', flag: 'false', mail: null, phone: 7700900123 })).toEqual({
      name: 'Ada',
      required: 7,
      flag: false,
      phone: '7700900123',
    });
  });

  it('leaves what it cannot read for the schema to refuse', () => {
    expect(loosen({ name: null, required: '7 apples', flag: 'maybe', extra: '' })).toEqual({
      name: null,
      required: '7 apples',
      flag: 'maybe',
      extra: '',
    });
    expect(loosen('text')).toBe('text');
    expect(loosen([1])).toEqual([1]);
  });

  it('never changes the object it was given', () => {
    const input = { name: 'Ada', count: '3', required: '1' };
    loosen(input);
    expect(input).toEqual({ name: 'Ada', count: '3', required: '1' });
  });
});

describe('lenient', () => {
  const schema = lenient(form);

  it('parses the loose form into the strict shape', () => {
    expect(schema.parse({ name: 'Ada', note: null, count: '2', required: '1', flag: 'true', mail: '' })).toEqual({
      name: 'Ada',
      count: 2,
      required: 1,
      flag: true,
      mail: '',
      phone: '',
    });
  });

  it('keeps the schema’s own messages for a missing required field or a bad value', () => {
    const missing = schema.safeParse({ name: 'Ada', required: '' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['required'], message: 'Invalid input: expected number, received string' });
    const badMail = schema.safeParse({ name: 'Ada', required: 1, mail: 'nobody' });
    expect(badMail.error?.issues.some((i) => i.path[0] === 'mail')).toBe(true);
  });

  it('shows the strict shape in JSON Schema', () => {
    const json = z.toJSONSchema(schema, { io: 'input' }) as { properties: Record<string, { type?: string }>; required: string[] };
    expect(json.properties.count?.type).toBe('integer');
    expect(json.required).toEqual(['name', 'required']);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_OPERATIONS } from './api-catalogue.js';
import type { ApiOperation } from './operation.js';
import { buildOpenApiDocument, textPatternMeaning } from './openapi.js';
import { text } from './text.js';

const info = { title: 'Kerbside API', version: '1.0.0' };

// The document against the running server (every route documented, answers that fit) is checked
// in apps/api/src/modules/docs/openapi.test.ts; these are the generator's own rules.
describe('buildOpenApiDocument', () => {
  it('is pure: the same input gives the same document', () => {
    expect(JSON.stringify(buildOpenApiDocument(info))).toBe(JSON.stringify(buildOpenApiDocument(info)));
  });

  it('has every operation of the catalogue once', () => {
    const doc = buildOpenApiDocument(info);
    const ops = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(ops.sort()).toEqual(API_OPERATIONS.map((op) => `${op.method} ${op.path}`).sort());
  });

  it('converts requests as zod reads them: a field with a default may be left out', () => {
    const contact = buildOpenApiDocument(info).components.schemas.ContactMessage as { required?: string[] };
    expect(contact.required ?? []).toEqual([]);
  });

  it('refuses a name given to two schemas, and an operation listed twice', () => {
    const base: ApiOperation = {
      id: 'a',
      method: 'post',
      path: '/api/x',
      tag: 'Service',
      summary: 's',
      description: 'd',
      auth: 'none',
      body: { name: 'Same', schema: z.object({ a: z.string() }) },
      success: { status: 200, description: 'ok', html: true },
    };
    const other: ApiOperation = { ...base, id: 'b', path: '/api/y', body: { name: 'Same', schema: z.object({ b: z.string() }) } };
    expect(() => buildOpenApiDocument(info, { operations: [base, other] })).toThrow(/two schemas are named Same/);
    expect(() => buildOpenApiDocument(info, { operations: [base, { ...base, id: 'c' }] })).toThrow(/listed twice/);
  });

  it('drops the ±2^53 bounds zod writes on every integer', () => {
    const json = JSON.stringify(buildOpenApiDocument(info));
    expect(json).not.toContain(String(Number.MAX_SAFE_INTEGER));
  });

  it('says what the text builders allow', () => {
    const pattern = (z.toJSONSchema(text(5)) as { pattern: string }).pattern;
    expect(textPatternMeaning(pattern)).toBe('one line: no control characters');
    expect(textPatternMeaning('^x$')).toBeUndefined();
  });
});

/** What makes two booking requests "the same": used with idempotency keys. */
import { createHash } from 'node:crypto';
import type { BookingRequest } from '@kerbside/contract';
import { fail, ok, type Result } from '../../http/result.js';

/** JSON with object keys sorted, so the same request always gives the same text. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += `${i > 0 ? ',' : ''}${stableJson(value[i] ?? null)}`;
    return `${out}]`;
  }
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    // sort() compares UTF-16 code units, as `<` does.
    const keys = Object.keys(object).sort();
    let out = '';
    for (const key of keys) {
      if (object[key] !== undefined) out += `${out === '' ? '' : ','}${JSON.stringify(key)}:${stableJson(object[key])}`;
    }
    return `{${out}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * sha256 of the parsed request without its key and without the password: a fast hash of a
 * password must not be stored. A replayed client request is checked against the password hash instead.
 * Without the payment's ids too: a card checkout hashes the request before it is paid, and the
 * booking request that completes it must hash the same.
 */
export function requestHash(request: Omit<BookingRequest, 'paymentId' | 'stripe_session_id'> & Partial<Pick<BookingRequest, 'paymentId' | 'stripe_session_id'>>): string {
  const { idempotency_key: _key, paymentId: _payment, stripe_session_id: _session, registrationData, ...rest } = request;
  const { password: _password, ...registration } = registrationData;
  return createHash('sha256').update(stableJson({ ...rest, registrationData: registration })).digest('hex');
}

const KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;

/** The key from the body or the Idempotency-Key header; both may be sent, but then they must agree. */
export function idempotencyKey(bodyKey: string | undefined, header: string | string[] | undefined): Result<string | null> {
  const headerKey = Array.isArray(header) ? header[0] : header;
  const fromHeader = headerKey?.trim() || undefined;
  if (fromHeader !== undefined && !KEY_PATTERN.test(fromHeader)) {
    return fail(400, 'Invalid request. Idempotency-Key: 8 to 100 visible characters.');
  }
  if (bodyKey && fromHeader && bodyKey !== fromHeader) {
    return fail(400, 'Invalid request. idempotency_key and the Idempotency-Key header differ.');
  }
  return ok(bodyKey ?? fromHeader ?? null);
}

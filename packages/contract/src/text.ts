/**
 * Builders for every text field a request carries. Each refuses control characters: U+0000 (NUL)
 * above all, which PostgreSQL cannot store or compare in text (it answers an error, not a row), so
 * letting it through means a 500 on PostgreSQL and stored garbage on SQLite.
 *
 * - text: one line (names, addresses, emails, phone numbers, ids, codes). No C0 control character
 *   (U+0000 to U+001F) and no DEL (U+007F): none belongs on one line, and line breaks there would
 *   reach mail headers, logs and exports.
 * - freeText: what a visitor types in a text area. Tab, line feed and carriage return are kept.
 * - secretText: passwords. Only NUL is refused: a password is hashed, never shown, and refusing more
 *   could lock out someone who chose an odd character before this rule.
 *
 * Small on purpose: callers add .min(), .regex(), .default(), .optional() as each field needs.
 */
import { z } from 'zod';

export const CONTROL_CHARACTERS_MESSAGE = 'Text may not contain control characters';

/* eslint-disable no-control-regex -- matching control characters is the point */
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;
const NO_CONTROL_EXCEPT_LINE_BREAKS_AND_TABS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
const NO_NUL = /^[^\u0000]*$/;
/* eslint-enable no-control-regex */

/** One line of text, trimmed, at most `max` characters (`tooLong`: the message past that, else zod's). */
export const text = (max: number, tooLong?: string) =>
  z.string().trim().max(max, tooLong).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE);

/** Text that may run over several lines (tabs and line breaks kept), trimmed, at most `max` characters. */
export const freeText = (max: number) =>
  z.string().trim().max(max).regex(NO_CONTROL_EXCEPT_LINE_BREAKS_AND_TABS, CONTROL_CHARACTERS_MESSAGE);

/** A password: kept exactly as typed (not trimmed), at most `max` characters. */
export const secretText = (max: number) => z.string().max(max).regex(NO_NUL, CONTROL_CHARACTERS_MESSAGE);

/** An email address: one line, trimmed and lower-cased. */
export const email = () => text(254).toLowerCase().pipe(z.email('Enter a valid email address'));

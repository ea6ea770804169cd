/**
 * Phone numbers and text-message lengths, as the SMS channel and the booking form need them.
 *
 * A text is sent in segments: GSM 03.38's 7-bit alphabet fits 160 characters in one, 153 each when
 * split (the rest carries the joining header); the extension table's characters (€ [ ] { } \ ~ ^ |
 * and form feed) take two. One character outside it makes the whole text UCS-2: 70 in one, 67 each
 * when split, counted in UTF-16 code units (an emoji is two).
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '\f^{}\\[~]|€';
const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export type TextEncoding = 'GSM-7' | 'UCS-2';

export interface TextLength {
  encoding: TextEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

export function textLength(text: string): TextLength {
  let septets = 0;
  for (const ch of text) {
    if (BASIC.has(ch)) septets += 1;
    else if (EXTENDED.has(ch)) septets += 2;
    else {
      const units = text.length;
      return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: 'GSM-7', units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

/**
 * A phone number as E.164 ('+447700900123'), or null when it cannot be one. Numbers written the UK
 * way (07700 900123, 020 7946 0000, +44 (0)7700 900123, 0044…) become +44; other countries need
 * their + or 00. E.164 allows at most 15 digits; the shortest real ones have 8.
 */
export function toE164(written: string): string | null {
  let s = written.trim().replace(/\(0\)/g, '').replace(/[\s().\-\u00a0]/g, '');
  if (s.startsWith('00')) s = `+${s.slice(2)}`;
  else if (/^0\d{9,10}$/.test(s)) s = `+44${s.slice(1)}`;
  else if (/^44\d{10}$/.test(s)) s = `+${s}`;
  if (!/^\+[1-9]\d{7,14}$/.test(s)) return null;
  // UK national numbers have 10 digits after the 0 (9 for a few old area codes; never a mobile).
  if (s.startsWith('+44') && !/^\+44(7\d{9}|[1-689]\d{8,9})$/.test(s)) return null;
  return s;
}

/** A UK mobile (07… written at home): the only UK numbers that take texts. */
export const isUkMobile = (e164: string): boolean => /^\+447\d{9}$/.test(e164);

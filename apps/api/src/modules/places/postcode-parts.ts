import { match, parse, validOutcode } from 'postcode';

/** A UK postcode, or only its outward code when that is all the text gave. */
export interface PostcodeParts {
  /** Full normalised postcode ('SW1A 1AA'), or null when only the outcode is known. */
  postcode: string | null;
  /** Outward code: 'SW1A', 'TW6'. */
  outcode: string;
  /** District without the sub-district letter: 'SW1', 'TW6'. */
  district: string;
  /** Area letters: 'SW', 'TW'. */
  area: string;
}

const SUB_DISTRICT = /^([A-Z]{1,2}\d)[A-Z]$/;

function fromOutcode(outcode: string): PostcodeParts {
  return {
    postcode: null,
    outcode,
    district: SUB_DISTRICT.exec(outcode)?.[1] ?? outcode,
    area: /^[A-Z]+/.exec(outcode)![0],
  };
}

/** A full postcode or a bare outcode ('sw1a 1aa', 'SW1A', 'tw6'), else null. */
export function parsePostcodeOrOutcode(text: string): PostcodeParts | null {
  const full = parse(text.trim());
  if (full.valid) {
    return { postcode: full.postcode, outcode: full.outcode, district: full.district, area: full.area };
  }
  const outcode = text.trim().toUpperCase();
  return /^[A-Z]{1,2}\d[A-Z\d]?$/.test(outcode) && validOutcode(outcode) ? fromOutcode(outcode) : null;
}

/**
 * The first full postcode written anywhere in the text; failing that, an outcode ending the text
 * after a place name ('Oxford Street, London W1'), which is how people write a district.
 */
export function findPostcodeInText(text: string): PostcodeParts | null {
  for (const found of match(text)) {
    const parts = parsePostcodeOrOutcode(found);
    if (parts?.postcode) return parts;
  }
  const words = text.trim().split(/[^A-Za-z0-9]+/).filter(Boolean);
  const last = words.at(-1)?.toUpperCase();
  const before = words.at(-2);
  if (!last || !/\d/.test(last) || !validOutcode(last)) return null;
  if (words.length > 1 && !(before && /^[A-Za-z]+$/.test(before))) return null;
  return fromOutcode(last);
}

/** Pricing zones of a postcode, most specific first. */
export function postcodeZones(parts: PostcodeParts): string[] {
  const zones = [`postcode-district:${parts.outcode}`];
  if (parts.district !== parts.outcode) zones.push(`postcode-district:${parts.district}`);
  zones.push(`postcode-area:${parts.area}`);
  return zones;
}

/** Compact form for ids: 'SW1A1AA', 'SW1A'. */
export function postcodeKey(parts: PostcodeParts): string {
  return (parts.postcode ?? parts.outcode).replace(/\s+/g, '');
}

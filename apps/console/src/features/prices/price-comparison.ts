/**
 * One vehicle of a price check, published beside draft: the breakdown lines paired up (a line only
 * one side has shows a dash on the other) and the difference in pence (pure). The API gives pounds
 * with two decimals; they are compared as whole pence. The total compared is what the website
 * charges (the site's rounding to whole pounds included), as the visitor pays it.
 */
import type { BreakdownLine, PriceCheck } from '@kerbside/contract';
import { WHOLE_POUNDS_ROUNDING_LABEL } from '@kerbside/domain';

type CheckedPrice = PriceCheck['vehicles'][number]['published'];

export interface ComparedLine {
  key: string;
  label: string;
  published: number | null;
  draft: number | null;
  changed: boolean;
}

export const toPence = (pounds: number) => Math.round(pounds * 100);

/** Lines matched by code and label, in the draft's order then any the published price alone has. */
export function compareLines(published: readonly BreakdownLine[], draft: readonly BreakdownLine[]): ComparedLine[] {
  const id = (line: BreakdownLine) => `${line.code}\u0000${line.label}`;
  const keyed = (lines: readonly BreakdownLine[]) => {
    const seen = new Map<string, number>();
    return lines.map((line) => {
      const n = (seen.get(id(line)) ?? 0) + 1;
      seen.set(id(line), n);
      return { key: `${id(line)}\u0000${n}`, line };
    });
  };
  const before = new Map(keyed(published).map(({ key, line }) => [key, line]));
  const rows: ComparedLine[] = [];
  for (const { key, line } of keyed(draft)) {
    const old = before.get(key);
    before.delete(key);
    rows.push(row(key, line.label, old?.amount ?? null, line.amount));
  }
  for (const [key, line] of before) rows.push(row(key, line.label, line.amount, null));
  return rows;
}

function row(key: string, label: string, published: number | null, draft: number | null): ComparedLine {
  const changed = published === null || draft === null ? true : toPence(published) !== toPence(draft);
  return { key, label, published, draft, changed };
}

/** Draft minus published in pence, of what the website charges; null when either side has no price. */
export function priceDifference(published: CheckedPrice, draft: CheckedPrice): number | null {
  if (!published || !draft) return null;
  return toPence(draft.charged) - toPence(published.charged);
}

/** The rows from the tariff's price to what the website charges: shown when the website's rounding changes either side. */
export function chargeRows(published: CheckedPrice, draft: CheckedPrice): Array<{ key: string; label: string; published: number | null; draft: number | null }> {
  const rounded = [published, draft].some((side) => side !== null && toPence(side.rounding) !== 0);
  if (!rounded) return [];
  return [
    { key: 'tariff', label: 'Price from the tariff', published: published?.total ?? null, draft: draft?.total ?? null },
    { key: 'rounding', label: WHOLE_POUNDS_ROUNDING_LABEL, published: published?.rounding ?? null, draft: draft?.rounding ?? null },
  ];
}

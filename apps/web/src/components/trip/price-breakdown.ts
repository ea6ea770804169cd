/**
 * The price of the chosen vehicle, part by part, from the lines the server's quote gave for it
 * (PriceDetail.breakdown): the website groups and multiplies them, it never prices anything.
 */
import type { PriceDetail } from '@kerbside/contract';
import { EXTRA_LINE_CODES, amountCharged, roundHalfUp } from '@kerbside/domain';
import { vehicleQuantity } from '../ui/vehicle-quantity';

export interface BreakdownRow {
  label: string;
  /** Negative for a discount. */
  pence: number;
}

export interface BreakdownGroup {
  title: string;
  rows: BreakdownRow[];
}

export interface PriceBreakdown {
  /** The lines of one vehicle by part (journey, return journey, extras); their rows add up to unitPence. */
  groups: BreakdownGroup[];
  /** Price of one vehicle. */
  unitPence: number;
  quantity: number;
  /** unitPence × quantity: the exact total. */
  totalPence: number;
  /** What rounding to whole pounds (ROUND_OFF) adds to the total, or 0. */
  roundingPence: number;
  /** What the visitor pays: totalPence + roundingPence. */
  payPence: number;
}

const RETURN_PREFIX = 'return_';
const RETURN_LABEL = /^Return:\s*/;

const toPence = (pounds: number) => roundHalfUp(pounds * 100);
const sumOf = (rows: BreakdownRow[]) => rows.reduce((total, row) => total + row.pence, 0);

function isExtra(code: string): boolean {
  return EXTRA_LINE_CODES.includes(code.startsWith(RETURN_PREFIX) ? code.slice(RETURN_PREFIX.length) : code);
}

/** The quote's lines grouped; none when they are missing or do not add up to the price of one vehicle. */
function groupLines(vehicle: PriceDetail, unitPence: number): BreakdownGroup[] {
  const lines = Array.isArray(vehicle.breakdown?.lines) ? vehicle.breakdown.lines : [];
  if (lines.length === 0 || !lines.every((l) => Number.isFinite(l.amount) && typeof l.label === 'string')) return [];
  const outbound: BreakdownRow[] = [];
  const back: BreakdownRow[] = [];
  const extras: BreakdownRow[] = [];
  for (const line of lines) {
    const pence = toPence(line.amount);
    if (isExtra(line.code)) extras.push({ label: line.label, pence });
    else if (line.code.startsWith(RETURN_PREFIX)) back.push({ label: line.label.replace(RETURN_LABEL, ''), pence });
    else outbound.push({ label: line.label, pence });
  }
  const hourly = lines.some((l) => l.code === 'hourly');
  const groups: BreakdownGroup[] = [
    { title: hourly ? 'Hourly hire' : back.length > 0 ? 'Outbound journey' : 'Journey', rows: outbound },
    { title: 'Return journey', rows: back },
    { title: 'Extras', rows: extras },
  ].filter((group) => group.rows.length > 0);
  return sumOf(groups.flatMap((g) => g.rows)) === unitPence ? groups : [];
}

/**
 * The breakdown of a stored vehicle choice. `roundOff` is the ROUND_OFF setting: the total is then
 * charged in whole pounds, as the server charges it (amountCharged, the same function).
 */
export function priceBreakdown(vehicle: PriceDetail, roundOff: boolean): PriceBreakdown {
  const unitPence = toPence(vehicle.price);
  const quantity = vehicleQuantity(vehicle);
  const totalPence = toPence(vehicle.final_price);
  // A choice whose total is not its price times its quantity shows its total alone.
  const consistent = unitPence * quantity === totalPence;
  // A stored choice is the browser's to keep: nothing below zero reaches the charge.
  const charge = amountCharged(consistent && unitPence >= 0 ? { unitPence, quantity } : { unitPence: Math.max(0, totalPence), quantity: 1 }, roundOff);
  return {
    groups: consistent ? groupLines(vehicle, unitPence) : [],
    unitPence: consistent ? unitPence : totalPence,
    quantity: consistent ? quantity : 1,
    totalPence,
    roundingPence: charge.roundingPence,
    payPence: charge.chargedPence,
  };
}

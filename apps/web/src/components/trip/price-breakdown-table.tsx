import { useId } from 'react';
import { formatPounds } from '@kerbside/domain';
import type { PriceBreakdown } from './price-breakdown';
import './price-breakdown-table.css';

interface PriceBreakdownTableProps {
  breakdown: PriceBreakdown;
  /** The CURRENCY setting's symbol. */
  currency: string;
  /** Whole pounds are charged (ROUND_OFF): the total reads '£64'. */
  roundOff: boolean;
}

/** What the price is made of, row by row down to the total to pay (spec §9: whole pounds with ROUND_OFF). */
export function PriceBreakdownTable({ breakdown, currency, roundOff }: PriceBreakdownTableProps) {
  const id = useId();
  const money = (pence: number) => formatPounds(pence, currency);
  const { groups, unitPence, quantity, totalPence, roundingPence, payPence } = breakdown;
  return (
    <section className="card price-breakdown" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="price-breakdown__title">
        Price breakdown
      </h2>
      <table className="price-breakdown__table" aria-labelledby={`${id}-title`}>
        {groups.map((group) => (
          <tbody key={group.title}>
            {/* One part alone needs no heading: its line says what it is ("Journey (5.2 miles)"). */}
            {groups.length > 1 && (
              <tr className="price-breakdown__group">
                <th colSpan={2} scope="rowgroup">
                  {group.title}
                </th>
              </tr>
            )}
            {group.rows.map((row, i) => (
              <tr key={`${i}-${row.label}`}>
                <th scope="row">{row.label}</th>
                <td>{money(row.pence)}</td>
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot>
          {quantity > 1 && (
            <>
              <tr className="price-breakdown__subtotal">
                <th scope="row">Price per vehicle</th>
                <td>{money(unitPence)}</td>
              </tr>
              <tr>
                <th scope="row">
                  {quantity} vehicles × {money(unitPence)}
                </th>
                <td>{money(totalPence)}</td>
              </tr>
            </>
          )}
          {quantity === 1 && roundingPence !== 0 && groups.length > 0 && (
            <tr className="price-breakdown__subtotal">
              <th scope="row">Subtotal</th>
              <td>{money(totalPence)}</td>
            </tr>
          )}
          {roundingPence !== 0 && (
            <tr>
              <th scope="row">Rounded to whole pounds</th>
              <td>{roundingPence > 0 ? `+${money(roundingPence)}` : money(roundingPence)}</td>
            </tr>
          )}
          <tr className="price-breakdown__total">
            <th scope="row">Total</th>
            <td>{formatPounds(payPence, currency, roundOff)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

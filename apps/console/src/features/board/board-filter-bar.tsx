import { useState } from 'react';
import { paymentMethodLabel, shortSearchProblem } from '@kerbside/contract';
import { FilterBar } from '../../components/filter-bar';
import { SelectField, TextField, type SelectOption } from '@kerbside/ui/form-field';
import { DateField } from '@kerbside/ui/date-field';
import { activeFilterCount, dateRangeProblem, isFiltered, NO_FILTERS, type BoardFilterValues, type PaymentFilter } from './board-filters';
import { StatusFilter } from './status-filter';

const PAYMENT_OPTIONS: readonly SelectOption[] = [
  { value: 'car', label: paymentMethodLabel('car') },
  { value: 'card', label: paymentMethodLabel('card') },
];

interface BoardFilterBarProps {
  values: BoardFilterValues;
  onChange: (values: BoardFilterValues) => void;
  /** Vehicle category names to choose from. */
  vehicles: readonly string[];
  /** Platform admins: the companies to narrow to; null for a company's staff. */
  companies: readonly SelectOption[] | null;
}

/**
 * The search, always in view, and the filters: beside it on a wide screen, behind a "Filters"
 * button on a phone (they would push the jobs off the first screen).
 */
export function BoardFilterBar({ values, onChange, vehicles, companies }: BoardFilterBarProps) {
  const [open, setOpen] = useState(false);
  const set = (change: Partial<BoardFilterValues>) => onChange({ ...values, ...change });
  const count = activeFilterCount(values);

  return (
    <FilterBar label="Jobs">
      <TextField
        id="board-search"
        label="Search"
        className="filter-bar__grow"
        value={values.q}
        onChange={(q) => set({ q })}
        hint={shortSearchProblem(values) ?? undefined}
        input={{ type: 'search', placeholder: 'Booking number, name, phone or email', autoComplete: 'off', spellCheck: false }}
      />
      <button
        type="button"
        className="button board-filters__toggle"
        aria-expanded={open}
        aria-controls="board-more-filters"
        onClick={() => setOpen(!open)}
      >
        Filters{count > 0 ? ` (${count})` : ''}
      </button>
      <div id="board-more-filters" className={`board-filters__more${open ? ' board-filters__more--open' : ''}`}>
        <StatusFilter statuses={values.statuses} onChange={(statuses) => set({ statuses })} />
        <DateField id="board-from" label="From" value={values.from} onChange={(from) => set({ from })} max={values.to || undefined} />
        <DateField
          id="board-to"
          label="To"
          value={values.to}
          onChange={(to) => set({ to })}
          error={dateRangeProblem(values.from, values.to) ?? undefined}
          min={values.from || undefined}
        />
        <SelectField
          id="board-vehicle"
          label="Vehicle"
          value={values.vehicle}
          onChange={(vehicle) => set({ vehicle })}
          placeholder="Any vehicle"
          options={vehicles.map((name) => ({ value: name, label: name }))}
        />
        <SelectField
          id="board-payment"
          label="Payment"
          value={values.payment}
          onChange={(payment) => set({ payment: payment as PaymentFilter })}
          placeholder="Any payment"
          options={PAYMENT_OPTIONS}
        />
        {companies && (
          <SelectField id="board-company" label="Company" value={values.companyId} onChange={(companyId) => set({ companyId })} placeholder="All companies" options={companies} />
        )}
        {isFiltered(values) && (
          <button type="button" className="button button--ghost board-filters__clear" onClick={() => onChange({ ...NO_FILTERS, view: values.view })}>
            Clear filters
          </button>
        )}
      </div>
    </FilterBar>
  );
}

import type { ReactNode } from 'react';
import { CASE_STATUS_LABELS, CASE_STATUSES } from '@kerbside/contract';
import { DateField } from '@kerbside/ui/date-field';
import { SelectField, type SelectOption } from '@kerbside/ui/form-field';
import { FilterBar } from '../../components/filter-bar';

export const CASE_FILTER_KEYS = ['status', 'from', 'to', 'company_id'] as const;
export type CaseFilterValues = Record<(typeof CASE_FILTER_KEYS)[number], string>;

const STATUS_OPTIONS: readonly SelectOption[] = CASE_STATUSES.map((status) => ({ value: status, label: CASE_STATUS_LABELS[status] }));

interface CaseFiltersProps {
  label: string;
  values: CaseFilterValues;
  update: (changes: Partial<CaseFilterValues>) => void;
  /** Platform admins: the companies to narrow to; null for a company's staff. */
  companies: readonly SelectOption[] | null;
  /** A register's own filter (lost property: found or lost), first. */
  children?: ReactNode;
}

/** Open or resolved, the dates (London, both counted) and, for a platform admin, the company: the list follows as they change. */
export function CaseFilters({ label, values, update, companies, children }: CaseFiltersProps) {
  return (
    <FilterBar label={label}>
      {children}
      <SelectField id="case-status" label="Status" value={values.status} onChange={(status) => update({ status })} placeholder="Open and resolved" options={STATUS_OPTIONS} />
      <DateField id="case-from" label="From" value={values.from} onChange={(from) => update({ from })} />
      <DateField id="case-to" label="To" value={values.to} onChange={(to) => update({ to })} min={values.from || undefined} />
      {companies && <SelectField id="case-company" label="Company" value={values.company_id} onChange={(company_id) => update({ company_id })} placeholder="All companies" options={companies} />}
    </FilterBar>
  );
}

import { FilterBar } from '../../components/filter-bar';
import { SelectField, TextField, type SelectOption } from '@kerbside/ui/form-field';

export type ActiveFilter = '' | 'true' | 'false';

const ACTIVE_OPTIONS: readonly SelectOption[] = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

export interface DriverFilterValues {
  q: string;
  active: ActiveFilter;
  /** '' for every company (platform admins only). */
  companyId: string;
}

interface DriverFiltersProps {
  values: DriverFilterValues;
  onChange: (values: DriverFilterValues) => void;
  /** Platform admins: the companies to narrow to; null for a company's staff. */
  companies: readonly SelectOption[] | null;
}

/** Search, active/inactive and (platform admins) company: the list follows as they change. */
export function DriverFilters({ values, onChange, companies }: DriverFiltersProps) {
  return (
    <FilterBar label="Drivers">
      <TextField
        id="driver-search"
        label="Search"
        className="filter-bar__grow"
        value={values.q}
        onChange={(q) => onChange({ ...values, q })}
        input={{ type: 'search', placeholder: 'Name, mobile, licence or registration', autoComplete: 'off', spellCheck: false }}
      />
      <SelectField
        id="driver-active"
        label="Show"
        value={values.active}
        onChange={(active) => onChange({ ...values, active: active as ActiveFilter })}
        placeholder="All drivers"
        options={ACTIVE_OPTIONS}
      />
      {companies && (
        <SelectField
          id="driver-company"
          label="Company"
          value={values.companyId}
          onChange={(companyId) => onChange({ ...values, companyId })}
          placeholder="All companies"
          options={companies}
        />
      )}
    </FilterBar>
  );
}

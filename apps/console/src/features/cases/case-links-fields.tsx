import { SelectField, TextField, type SelectOption } from '@kerbside/ui/form-field';
import { useDrivers } from '../drivers/drivers-api';

interface CaseLinksFieldsProps {
  /** The form's ids start with it: 'complaint' gives 'complaint-booking_number'. */
  idPrefix: string;
  values: { booking_number: string; driver_id: string; company_id: string };
  problems: Partial<Record<'booking_number' | 'driver_id' | 'company_id', string>>;
  change: (field: 'booking_number' | 'driver_id' | 'company_id', value: string) => void;
  /** Platform admins choose the company; null for a company's staff (always their own). */
  companies: readonly SelectOption[] | null;
}

/** The record's company (platform admins), its booking by number and its driver, both optional. */
export function CaseLinksFields({ idPrefix, values, problems, change, companies }: CaseLinksFieldsProps) {
  const companyId = values.company_id ? Number(values.company_id) : undefined;
  const drivers = useDrivers({ company_id: companyId });
  const driverOptions: SelectOption[] = (companies && companyId === undefined ? [] : (drivers.data ?? [])).map((driver) => ({
    value: String(driver.id),
    label: `${driver.name} (${driver.vehicle_registration})`,
  }));
  return (
    <>
      {companies && (
        <SelectField id={`${idPrefix}-company_id`} label="Company" value={values.company_id} onChange={(value) => change('company_id', value)} placeholder="Choose a company" options={companies} error={problems.company_id} />
      )}
      <TextField
        id={`${idPrefix}-booking_number`}
        label="Booking number (optional)"
        hint="The booking it is about, e.g. KB-7Q4M-2XHD."
        value={values.booking_number}
        onChange={(value) => change('booking_number', value)}
        error={problems.booking_number}
        input={{ autoComplete: 'off', spellCheck: false, maxLength: 40 }}
      />
      <SelectField id={`${idPrefix}-driver_id`} label="Driver (optional)" value={values.driver_id} onChange={(value) => change('driver_id', value)} placeholder="No driver" options={driverOptions} error={problems.driver_id} />
    </>
  );
}

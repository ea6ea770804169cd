import { useState, type FormEvent } from 'react';
import type { Driver, VehicleCategoryChoices } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { SelectField, TextField } from '@kerbside/ui/form-field';
import { DateField } from '@kerbside/ui/date-field';
import { errorMessage } from '../../lib/api-client';
import { problemSummary } from '../../lib/problem-summary';
import { companyOptions } from '../companies/use-companies';
import { checkDriverForm, DRIVER_FORM_ORDER, driverFormFrom, emptyDriverForm, type DriverFormErrors, type DriverFormValues } from './driver-form';
import { useSaveDriver } from './drivers-api';

interface DriverFormDialogProps {
  /** The driver to change; null to add one. */
  driver: Driver | null;
  choices: readonly VehicleCategoryChoices[];
  /** A platform admin adding a driver chooses its company. */
  choosesCompany: boolean;
  onClose: () => void;
  onSaved: (driver: Driver, added: boolean) => void;
}

const fieldId = (field: keyof DriverFormValues) => `driver-${field.replaceAll('_', '-')}`;

/** Add or change a driver. Checked here with the contract's rules; what the server still refuses shows in the alert. */
export function DriverFormDialog({ driver, choices, choosesCompany, onClose, onSaved }: DriverFormDialogProps) {
  const [values, setValues] = useState<DriverFormValues>(() =>
    driver ? driverFormFrom(driver) : emptyDriverForm(choosesCompany || !choices[0] ? '' : String(choices[0].company.id)),
  );
  const [errors, setErrors] = useState<DriverFormErrors>({});
  const save = useSaveDriver();
  const adding = driver === null;

  const company = choices.find((choice) => String(choice.company.id) === values.company_id);
  const categories = company?.categories ?? [];
  // A category since retired from the fleet still shows as the driver's current one.
  const categoryNames = values.vehicle_category && !categories.includes(values.vehicle_category) ? [values.vehicle_category, ...categories] : categories;

  function change(field: keyof DriverFormValues, value: string) {
    setValues((before) => {
      const next = { ...before, [field]: value };
      if (field === 'company_id') next.vehicle_category = '';
      return next;
    });
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const check = checkDriverForm(values, { editing: driver?.id ?? null, companyRequired: choosesCompany });
    if (!check.ok) {
      setErrors(check.errors);
      const first = DRIVER_FORM_ORDER.find((field) => check.errors[field] !== undefined);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    save.mutate(check.save, { onSuccess: (saved) => onSaved(saved, adding) });
  }

  const problem = save.error ? errorMessage(save.error) : problemSummary(Object.keys(errors).length);
  const field = (name: keyof DriverFormValues) => ({ id: fieldId(name), value: values[name], onChange: (value: string) => change(name, value), error: errors[name] });

  return (
    <Dialog
      title={adding ? 'Add driver' : `Edit ${driver.name}`}
      onClose={onClose}
      onSubmit={submit}
      actions={<FormDialogActions onCancel={onClose} submitLabel={adding ? 'Add driver' : 'Save changes'} pendingLabel="Saving…" pending={save.isPending} />}
    >
      <AlertRegion id="driver-form-problem">{problem}</AlertRegion>
      {adding && choosesCompany ? (
        <SelectField {...field('company_id')} label="Company" placeholder="Choose the company…" options={companyOptions(choices.map((choice) => choice.company))} />
      ) : (
        choosesCompany && driver && <p className="driver-form__company">Company: {driver.company.name}</p>
      )}
      <TextField {...field('name')} label="Name" input={{ autoComplete: 'off', autoCapitalize: 'words', maxLength: 120 }} />
      <TextField
        {...field('mobile')}
        label="Mobile"
        hint="A UK mobile, e.g. 07700 900123"
        input={{ type: 'tel', inputMode: 'tel', autoComplete: 'off', maxLength: 40 }}
      />
      <TextField
        {...field('email')}
        label="Email (optional)"
        hint="Where the sign-in link to the driver app goes"
        input={{ type: 'email', inputMode: 'email', autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 254 }}
      />
      <div className="driver-form__pair">
        <TextField
          {...field('licence_number')}
          label="Private-hire licence number"
          input={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 40 }}
        />
        <DateField {...field('licence_expiry')} label="Licence expiry" hint="The last day it is valid" min="2000-01-01" max="2099-12-31" />
      </div>
      <div className="driver-form__pair">
        <TextField
          {...field('vehicle_registration')}
          label="Vehicle registration"
          hint="e.g. AB12 CDE"
          input={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 20 }}
        />
        <SelectField
          {...field('vehicle_category')}
          label="Vehicle category"
          placeholder={company ? 'Choose…' : 'Choose the company first'}
          hint={company && categories.length === 0 ? 'The company has no vehicle categories yet.' : undefined}
          options={categoryNames.map((name) => ({ value: name, label: name }))}
        />
      </div>
      <div className="driver-form__pair">
        <TextField
          {...field('vehicle_make')}
          label="Make and model (optional)"
          hint="Shown to the passenger, e.g. Toyota Prius"
          input={{ autoComplete: 'off', autoCapitalize: 'words', maxLength: 40 }}
        />
        <TextField {...field('vehicle_colour')} label="Colour (optional)" hint="e.g. Silver" input={{ autoComplete: 'off', maxLength: 30 }} />
      </div>
    </Dialog>
  );
}

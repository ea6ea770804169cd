/** The add/edit driver form as values: filled from a driver, checked with the contract's own rules (pure). */
import { createDriverRequestSchema, DRIVER_FIELD_MESSAGES, OPERATOR_MESSAGES, type Driver } from '@kerbside/contract';
import type { DriverSave } from './drivers-api';
import { formatUkMobile } from './mobile';

export interface DriverFormValues {
  name: string;
  mobile: string;
  licence_number: string;
  licence_expiry: string;
  vehicle_registration: string;
  vehicle_category: string;
  /** What the passenger is told to look for (optional): 'Toyota Prius', 'Silver'. */
  vehicle_make: string;
  vehicle_colour: string;
  /** Where a sign-in link to the driver app goes; optional. */
  email: string;
  /** Platform admins adding a driver choose the company; '' until they do. */
  company_id: string;
}

export type DriverFormErrors = Partial<Record<keyof DriverFormValues, string>>;

export type DriverFormCheck = { ok: true; save: DriverSave } | { ok: false; errors: DriverFormErrors };

export function emptyDriverForm(companyId: string): DriverFormValues {
  return { name: '', mobile: '', licence_number: '', licence_expiry: '', vehicle_registration: '', vehicle_category: '', vehicle_make: '', vehicle_colour: '', email: '', company_id: companyId };
}

export function driverFormFrom(driver: Driver): DriverFormValues {
  return {
    name: driver.name,
    mobile: formatUkMobile(driver.mobile),
    licence_number: driver.licence_number,
    licence_expiry: driver.licence_expiry,
    vehicle_registration: driver.vehicle_registration,
    vehicle_category: driver.vehicle_category,
    vehicle_make: driver.vehicle_make,
    vehicle_colour: driver.vehicle_colour,
    email: driver.email ?? '',
    company_id: String(driver.company.id),
  };
}

const FIELDS = ['name', 'mobile', 'licence_number', 'licence_expiry', 'vehicle_registration', 'vehicle_category', 'vehicle_make', 'vehicle_colour', 'email', 'company_id'] as const;

function isField(key: PropertyKey | undefined): key is keyof DriverFormValues {
  return FIELDS.some((field) => field === key);
}

/**
 * The request to send, or each field's problem in the words the server would use. `editing`: the
 * id of the driver changed (their company stays); `companyRequired`: a platform admin adding one.
 */
export function checkDriverForm(values: DriverFormValues, options: { editing: number | null; companyRequired: boolean }): DriverFormCheck {
  const { company_id, ...fields } = values;
  const checked = createDriverRequestSchema.safeParse({ ...fields, company_id: options.editing === null ? company_id : undefined });
  const errors: DriverFormErrors = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      // The date field always gives YYYY-MM-DD: "dates are written YYYY-MM-DD" would not help whoever left it empty.
      if (isField(field) && errors[field] === undefined) errors[field] = field === 'licence_expiry' ? DRIVER_FIELD_MESSAGES.licenceExpiry : issue.message;
    }
  }
  if (options.editing === null && options.companyRequired && company_id === '') errors.company_id = OPERATOR_MESSAGES.driverCompanyRequired;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // An empty email is left out: the API reads '' as "not given" and keeps the one it has.
  const { email, ...rest } = fields;
  const body = { ...rest, name: fields.name.trim(), ...(email.trim() !== '' ? { email: email.trim().toLowerCase() } : {}) };
  if (options.editing !== null) return { ok: true, save: { id: options.editing, body } };
  return { ok: true, save: { id: null, body: company_id === '' ? body : { ...body, company_id: Number(company_id) } } };
}

/** The fields in the form's order, for focusing the first one with a problem. */
export const DRIVER_FORM_ORDER: readonly (keyof DriverFormValues)[] = ['company_id', 'name', 'mobile', 'licence_number', 'licence_expiry', 'vehicle_registration', 'vehicle_category', 'vehicle_make', 'vehicle_colour', 'email'];

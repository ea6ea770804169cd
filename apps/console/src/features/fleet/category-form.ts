/** The add/edit category form as values: filled from a category, checked with the contract's own rules (pure). */
import { createVehicleCategoryRequestSchema, FLEET_MESSAGES, updateVehicleCategoryRequestSchema, type VehicleCategory } from '@kerbside/contract';
import type { CategorySave } from './fleet-api';

export interface CategoryFormValues {
  name: string;
  seats: string;
  luggage: string;
  hand_luggage: string;
  description: string;
  /** '' when adding: after the company's last category. */
  sort_order: string;
  /** Platform admins adding a category choose the company; '' until they do. */
  company_id: string;
  /** One of WHEELCHAIR_ACCESS. */
  wheelchair: string;
}

export type CategoryFormErrors = Partial<Record<keyof CategoryFormValues, string>>;

export type CategoryFormCheck = { ok: true; save: CategorySave } | { ok: false; errors: CategoryFormErrors };

/** The fields in the form's order, for focusing the first one with a problem. */
export const CATEGORY_FORM_ORDER = ['company_id', 'name', 'seats', 'luggage', 'hand_luggage', 'wheelchair', 'description', 'sort_order'] as const satisfies readonly (keyof CategoryFormValues)[];

export function emptyCategoryForm(companyId: string): CategoryFormValues {
  return { name: '', seats: '', luggage: '', hand_luggage: '', description: '', sort_order: '', company_id: companyId, wheelchair: 'none' };
}

export function categoryFormFrom(category: VehicleCategory): CategoryFormValues {
  return {
    name: category.name,
    seats: String(category.seats),
    luggage: String(category.luggage),
    hand_luggage: String(category.hand_luggage),
    description: category.description,
    sort_order: String(category.sort_order),
    company_id: String(category.company.id),
    wheelchair: category.wheelchair,
  };
}

function isField(key: PropertyKey | undefined): key is keyof CategoryFormValues {
  return CATEGORY_FORM_ORDER.some((field) => field === key);
}

/**
 * The request to send, or each field's problem in the words the server would use. `editing`: the
 * id of the category changed (its company stays); `companyRequired`: a platform admin adding one.
 */
export function checkCategoryForm(values: CategoryFormValues, options: { editing: number | null; companyRequired: boolean }): CategoryFormCheck {
  const { company_id, ...fields } = values;
  const errors: CategoryFormErrors = {};
  if (options.editing === null && options.companyRequired && company_id === '') errors.company_id = FLEET_MESSAGES.companyRequired;
  const problems = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    for (const issue of issues) {
      const field = issue.path[0];
      if (isField(field) && errors[field] === undefined) errors[field] = issue.message;
    }
  };

  // The schemas read the typed numbers ('4' → 4); an empty order is left out (added at the end, or unchanged).
  if (options.editing !== null) {
    const checked = updateVehicleCategoryRequestSchema.safeParse({ ...fields, sort_order: fields.sort_order === '' ? undefined : fields.sort_order });
    if (!checked.success) problems(checked.error.issues);
    return checked.success && Object.keys(errors).length === 0 ? { ok: true, save: { id: options.editing, body: checked.data } } : { ok: false, errors };
  }
  const checked = createVehicleCategoryRequestSchema.safeParse({ ...fields, company_id: company_id === '' ? undefined : company_id });
  if (!checked.success) problems(checked.error.issues);
  return checked.success && Object.keys(errors).length === 0 ? { ok: true, save: { id: null, body: checked.data } } : { ok: false, errors };
}

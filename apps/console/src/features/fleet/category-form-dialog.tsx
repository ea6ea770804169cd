import { useState, type FormEvent } from 'react';
import { VEHICLE_LIMITS, WHEELCHAIR_ACCESS, WHEELCHAIR_ACCESS_LABELS, type VehicleCategory } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { FormField, SelectField, TextField, type SelectOption } from '@kerbside/ui/form-field';
import { errorMessage, fieldProblemsOf } from '../../lib/api-client';
import { problemSummary } from '../../lib/problem-summary';
import { CATEGORY_FORM_ORDER, categoryFormFrom, checkCategoryForm, emptyCategoryForm, type CategoryFormErrors, type CategoryFormValues } from './category-form';
import { useSaveCategory } from './fleet-api';

interface CategoryFormDialogProps {
  /** The category to change; null to add one. */
  category: VehicleCategory | null;
  /** A platform admin adding a category chooses its company from these; null for an owner. */
  companies: readonly SelectOption[] | null;
  /** The company a platform admin is looking at, to start with. */
  companyId: string;
  onClose: () => void;
  onSaved: (category: VehicleCategory, added: boolean) => void;
}

const fieldId = (field: keyof CategoryFormValues) => `category-${field.replaceAll('_', '-')}`;

const WHEELCHAIR_OPTIONS = WHEELCHAIR_ACCESS.map((value) => ({ value, label: WHEELCHAIR_ACCESS_LABELS[value] }));

const COUNT_INPUT = { inputMode: 'numeric', autoComplete: 'off', maxLength: 3 } as const;

/** Add or change a vehicle category. Checked here with the contract's rules; what the server still refuses shows on its field or in the alert. */
export function CategoryFormDialog({ category, companies, companyId, onClose, onSaved }: CategoryFormDialogProps) {
  const [values, setValues] = useState<CategoryFormValues>(() => (category ? categoryFormFrom(category) : emptyCategoryForm(companyId)));
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const save = useSaveCategory();
  const adding = category === null;
  const serverProblems = fieldProblemsOf(save.error);

  function change(field: keyof CategoryFormValues, value: string) {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
    if (serverProblems[field]) save.reset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const check = checkCategoryForm(values, { editing: category?.id ?? null, companyRequired: adding && companies !== null });
    if (!check.ok) {
      setErrors(check.errors);
      const first = CATEGORY_FORM_ORDER.find((field) => check.errors[field] !== undefined);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    save.mutate(check.save, {
      onSuccess: (saved) => onSaved(saved, adding),
      onError: (error) => {
        const first = CATEGORY_FORM_ORDER.find((field) => fieldProblemsOf(error)[field] !== undefined);
        if (first) document.getElementById(fieldId(first))?.focus();
      },
    });
  }

  const shown = (field: keyof CategoryFormValues) => errors[field] ?? serverProblems[field];
  const problem = problemSummary(CATEGORY_FORM_ORDER.filter((field) => shown(field) !== undefined).length) ?? (save.error ? errorMessage(save.error) : null);
  const field = (name: keyof CategoryFormValues) => ({ id: fieldId(name), value: values[name], onChange: (value: string) => change(name, value), error: shown(name) });

  return (
    <Dialog
      title={adding ? 'Add vehicle category' : `Edit ${category.name}`}
      onClose={onClose}
      onSubmit={submit}
      actions={<FormDialogActions onCancel={onClose} submitLabel={adding ? 'Add category' : 'Save changes'} pendingLabel="Saving…" pending={save.isPending} />}
    >
      <AlertRegion id="category-form-problem">{problem}</AlertRegion>
      {adding && companies ? (
        <SelectField {...field('company_id')} label="Company" placeholder="Choose the company…" options={companies} />
      ) : (
        companies && category && <p className="category-form__company">Company: {category.company.name}</p>
      )}
      <TextField {...field('name')} label="Name" hint="As the website shows it, e.g. Saloon or Executive MPV" input={{ autoComplete: 'off', maxLength: VEHICLE_LIMITS.name }} />
      <div className="category-form__counts">
        <TextField {...field('seats')} label="Passenger seats" input={COUNT_INPUT} />
        <TextField {...field('luggage')} label="Large suitcases" input={COUNT_INPUT} />
        <TextField {...field('hand_luggage')} label="Hand luggage" input={COUNT_INPUT} />
      </div>
      <SelectField
        {...field('wheelchair')}
        label="Wheelchair"
        hint="A passenger who asks for a wheelchair is offered only vehicles that take one, never charged. Every vehicle takes an assistance dog."
        options={WHEELCHAIR_OPTIONS}
      />
      <FormField id={fieldId('description')} label="Description" hint="A line or two for the website’s fleet page (optional)." error={shown('description')}>
        {(a11y) => (
          <textarea
            {...a11y}
            id={fieldId('description')}
            className="textarea"
            rows={3}
            maxLength={VEHICLE_LIMITS.description}
            value={values.description}
            onChange={(e) => change('description', e.target.value)}
          />
        )}
      </FormField>
      <TextField
        {...field('sort_order')}
        label="Order"
        hint={adding ? 'Lower numbers come first on the website. Leave it empty to add it at the end.' : 'Lower numbers come first on the website.'}
        input={COUNT_INPUT}
      />
      {adding && <p className="category-form__note">A new category has no price until you set one on the Prices page; until then the website offers it on request.</p>}
    </Dialog>
  );
}

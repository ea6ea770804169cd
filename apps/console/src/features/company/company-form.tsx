import { useState, type FormEvent } from 'react';
import { CANCELLATION_POLICY_MAX_LENGTH, type CompanyProfile } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { TextAreaField, TextField } from '../../components/form-field';
import { errorMessage, fieldProblemsOf } from '../../lib/api-client';
import { useSaveCompanyProfile } from './company-api';
import { checkCompanyForm, COMPANY_FIELDS, companyFormFrom, type CompanyField, type CompanyFormValues } from './company-form-values';

const fieldId = (field: CompanyField) => `company-${field.replaceAll('_', '-')}`;

/**
 * An owner's (or a platform admin's) form of the profile. Checked here with the contract's rules
 * first; what the server still refuses shows on its field. After a save the fields show what was
 * stored (the phone number in its one written form).
 */
export function CompanyForm({ profile, onSaved }: { profile: CompanyProfile; onSaved: (saved: CompanyProfile) => void }) {
  const [values, setValues] = useState<CompanyFormValues>(() => companyFormFrom(profile));
  const [problems, setProblems] = useState<Partial<Record<CompanyField, string>>>({});
  const save = useSaveCompanyProfile(profile.id);

  function change(field: CompanyField, value: string) {
    setValues((before) => ({ ...before, [field]: value }));
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const found = checkCompanyForm(values);
    setProblems(found);
    const first = COMPANY_FIELDS.find((field) => found[field] !== undefined);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    save.mutate(values, {
      onSuccess: (saved) => {
        setValues(companyFormFrom(saved));
        onSaved(saved);
      },
      onError: (error) => {
        const fromServer = fieldProblemsOf(error);
        setProblems(fromServer);
        const field = COMPANY_FIELDS.find((name) => fromServer[name] !== undefined);
        if (field) document.getElementById(fieldId(field))?.focus();
      },
    });
  }

  const count = Object.keys(problems).length;
  const alert = count > 0 ? `Check ${count === 1 ? 'the field' : `the ${count} fields`} marked below.` : save.error ? errorMessage(save.error) : null;
  const field = (name: CompanyField) => ({ id: fieldId(name), value: values[name], onChange: (value: string) => change(name, value), error: problems[name] });

  return (
    <form className="card company-form" onSubmit={submit} noValidate aria-labelledby="company-form-title">
      <h2 id="company-form-title" className="company-section__title">
        Profile
      </h2>
      <AlertRegion id="company-form-problem">{alert}</AlertRegion>
      <TextField {...field('name')} label="Company name" hint="Shown to passengers on the website’s results and in mails" input={{ autoComplete: 'organization', maxLength: 120 }} />
      <div className="company-form__pair">
        <TextField {...field('phone')} label="Phone" hint="A UK number, e.g. 020 7946 0101" input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 40 }} />
        <TextField {...field('email')} label="Email" input={{ type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false, maxLength: 254 }} />
      </div>
      <TextField {...field('website')} label="Website (optional)" hint="e.g. https://www.example.co.uk" input={{ type: 'url', inputMode: 'url', autoComplete: 'url', spellCheck: false, maxLength: 200 }} />
      <TextAreaField {...field('address')} label="Address (optional)" textarea={{ rows: 3, autoComplete: 'street-address', maxLength: 500 }} />
      <TextAreaField
        {...field('cancellation_policy')}
        label="Cancellation policy (optional)"
        hint={`Plain text, sent to passengers with their booking confirmation. ${values.cancellation_policy.length} of ${CANCELLATION_POLICY_MAX_LENGTH} characters.`}
        textarea={{ rows: 6, maxLength: CANCELLATION_POLICY_MAX_LENGTH }}
      />
      <div className="company-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}

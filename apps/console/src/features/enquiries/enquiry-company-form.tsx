import { useState, type FormEvent } from 'react';
import type { EnquiryDetail, EnquiryParams } from '@kerbside/contract';
import { errorMessage } from '../../lib/api-client';
import { useCompanies } from '../companies/use-companies';
import { useAssignEnquiry } from './enquiries-api';

const UNASSIGNED = '';

/** Platform admins: give the enquiry to a company (its staff then see and answer it), or back to the platform's inbox. */
export function EnquiryCompanyForm({ enquiry, params }: { enquiry: EnquiryDetail; params: EnquiryParams }) {
  const companies = useCompanies(true);
  const assign = useAssignEnquiry(params);
  const current = enquiry.company ? String(enquiry.company.id) : UNASSIGNED;
  const [choice, setChoice] = useState(current);
  const [said, setSaid] = useState('');

  // The API gives enquiries only to active companies; the one it is with stays shown.
  const options: { id: number; name: string }[] = (companies.data ?? []).filter((c) => c.active);
  if (enquiry.company && !options.some((c) => c.id === enquiry.company?.id)) options.unshift(enquiry.company);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (assign.isPending || choice === current) return;
    setSaid('');
    const companyId = choice === UNASSIGNED ? null : Number(choice);
    assign.mutate(companyId, {
      onSuccess: (done) => setSaid(done.company ? `Assigned to ${done.company.name}.` : 'Back in the platform’s inbox.'),
    });
  }

  return (
    <section className="card enquiry-card" aria-labelledby="enquiry-company-title">
      <h2 id="enquiry-company-title" className="enquiry-card__title">
        Company
      </h2>
      <p className="enquiry-hint">
        {enquiry.company ? `${enquiry.company.name} answers this enquiry.` : 'Unassigned: it waits in the platform’s inbox for a company.'}
      </p>
      <form className="enquiry-company" onSubmit={submit}>
        <div className="field enquiry-company__field">
          <label htmlFor="enquiry-company" className="field__label">
            Assign to company
          </label>
          <select id="enquiry-company" className="select" value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value={UNASSIGNED}>Unassigned (platform inbox)</option>
            {options.map((company) => (
              <option key={company.id} value={String(company.id)}>
                {company.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" aria-disabled={assign.isPending || choice === current || undefined}>
          {assign.isPending ? 'Assigning…' : 'Assign'}
        </button>
      </form>
      <p className="enquiry-hint" role="status">
        {said}
      </p>
      {(assign.isError || companies.isError) && (
        <p className="alert" role="alert">
          {errorMessage(assign.error ?? companies.error)}
        </p>
      )}
    </section>
  );
}

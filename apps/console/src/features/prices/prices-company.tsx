/**
 * Whose prices the page shows: a company's staff see their own; a platform admin chooses one, kept
 * in the address (`?company=3`) so the versions pages and a reload keep it.
 */
import { useSearchParams } from 'react-router';
import type { StaffMe } from '@kerbside/contract';
import { SelectField } from '@kerbside/ui/form-field';
import { companyOptions, useCompanies } from '../companies/use-companies';

export function usePricesCompany(staff: StaffMe): { companyId: number | null; choose: (companyId: string) => void; search: string } {
  const [params, setParams] = useSearchParams();
  if (staff.company) return { companyId: staff.company.id, choose: () => undefined, search: '' };
  const chosen = Number(params.get('company'));
  const companyId = Number.isInteger(chosen) && chosen > 0 ? chosen : null;
  return {
    companyId,
    choose: (value) => setParams(value ? { company: value } : {}),
    search: companyId === null ? '' : `?company=${companyId}`,
  };
}

/** The platform admin's choice of company (nothing for a company's own staff). */
export function CompanyChoice({ staff, companyId, onChoose }: { staff: StaffMe; companyId: number | null; onChoose: (companyId: string) => void }) {
  const isAdmin = staff.company === null;
  const companies = useCompanies(isAdmin);
  if (!isAdmin) return null;
  return (
    <div className="prices-company">
      <SelectField
        id="prices-company"
        label="Company"
        value={companyId === null ? '' : String(companyId)}
        onChange={onChoose}
        placeholder="Choose a company…"
        options={companyOptions(companies.data)}
      />
    </div>
  );
}

import { waitingTerms } from '@kerbside/contract';
import type { OperatorDetails } from '../../features/policies/policy-document';
import type { WaitingTerms } from '../../features/policies/terms-text';
import { COMPANY_ADDRESS, DEFAULT_COMPANY_NAME } from '../company';
import { useSettings } from '../settings-provider';

/** The operator as the legal pages name it: Company_Name, Company_Contact_Info and FROM_EMAIL from the settings. */
export function useOperatorDetails(): OperatorDetails {
  const settings = useSettings();
  return {
    name: settings.Company_Name?.trim() || DEFAULT_COMPANY_NAME,
    phone: settings.Company_Contact_Info?.trim() ?? '',
    email: settings.FROM_EMAIL?.trim() ?? '',
    address: COMPANY_ADDRESS,
  };
}

/** The waiting terms the terms page states: WAITING_FREE_MINUTES and WAITING_PRICE_PER_MINUTE, and the CURRENCY symbol. */
export function useWaitingTerms(): { waiting: WaitingTerms; currency: string } {
  const settings = useSettings();
  return { waiting: waitingTerms(settings), currency: settings.CURRENCY?.trim() || '£' };
}

/** The profile form's values (what was typed) and the check before saving, with the contract's rules (pure). */
import { updateCompanyProfileRequestSchema, type CompanyProfile, type CompanyProfileFields, type UpdateCompanyProfileRequest } from '@kerbside/contract';

export type CompanyField = keyof UpdateCompanyProfileRequest;
export type CompanyFormValues = Record<CompanyField, string>;

/** Fields in the order of the form: the first with a problem gets the focus. */
export const COMPANY_FIELDS: readonly CompanyField[] = [
  'name',
  'phone',
  'email',
  'website',
  'address',
  'cancellation_policy',
  'free_cancellation_hours',
  'late_cancellation_fee_percent',
  'amend_cutoff_hours',
  'attention_minutes',
  'offer_seconds',
  'auto_offer',
  'auto_offer_minutes',
  'document_warning_days',
  'retention_months',
  'landing_domestic_minutes',
  'landing_international_minutes',
  'landing_meet_greet_minutes',
  'flight_move_earlier_max_minutes',
  'flight_move_later_max_minutes',
  'operator_licence_number',
  'vat_number',
  'vat_rate_percent',
  'card_capture',
];

/** The form's text of each field (numbers as typed; the request's schema reads them). */
export function companyFormFrom(profile: CompanyProfile): CompanyFormValues {
  return {
    name: profile.name,
    phone: profile.phone,
    email: profile.email,
    website: profile.website,
    address: profile.address,
    cancellation_policy: profile.cancellation_policy,
    free_cancellation_hours: String(profile.free_cancellation_hours),
    late_cancellation_fee_percent: String(profile.late_cancellation_fee_percent),
    amend_cutoff_hours: String(profile.amend_cutoff_hours),
    attention_minutes: String(profile.attention_minutes),
    offer_seconds: String(profile.offer_seconds),
    auto_offer: String(profile.auto_offer),
    auto_offer_minutes: String(profile.auto_offer_minutes),
    document_warning_days: String(profile.document_warning_days),
    retention_months: String(profile.retention_months),
    landing_domestic_minutes: String(profile.landing_domestic_minutes),
    landing_international_minutes: String(profile.landing_international_minutes),
    landing_meet_greet_minutes: String(profile.landing_meet_greet_minutes),
    flight_move_earlier_max_minutes: String(profile.flight_move_earlier_max_minutes),
    flight_move_later_max_minutes: String(profile.flight_move_later_max_minutes),
    operator_licence_number: profile.operator_licence_number,
    vat_number: profile.vat_number,
    vat_rate_percent: String(profile.vat_rate_percent),
    card_capture: profile.card_capture,
  };
}

/** Each field's first problem, by the rules the server applies; none: the form may be sent. */
export function checkCompanyForm(values: CompanyFormValues): Partial<Record<CompanyField, string>> {
  const parsed = updateCompanyProfileRequestSchema.safeParse(values);
  const problems: Partial<Record<CompanyField, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = COMPANY_FIELDS.find((name) => name === issue.path[0]);
    if (field) problems[field] ??= issue.message;
  }
  return problems;
}

/** The request to send: the form read by the contract's rules (numbers from their text), or null while a field has a problem. */
export function companyRequestOf(values: CompanyFormValues): CompanyProfileFields | null {
  const parsed = updateCompanyProfileRequestSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}

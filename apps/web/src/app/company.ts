/** Fixed office address in west London (spec §1), shown in the footer and the home contact section. */
export const COMPANY_ADDRESS: readonly string[] = [
  'Kerbside House, 14 Bath Road',
  'Hounslow, London',
  'TW3 3EB',
];

/** Used until the Company_Name setting has loaded or when an operator leaves it empty. */
export const DEFAULT_COMPANY_NAME = 'Kerbside';

import type { CompanyProfile } from '@kerbside/contract';

/**
 * The company's logo (shown on the page under the profile). The upload itself is the fleet
 * pictures' work (`PUT /companies/:id/logo`); it is wired in here, with `canEdit` deciding
 * whether the upload control shows. Until then the section shows nothing.
 */
export function CompanyLogoSection(_props: { profile: CompanyProfile; canEdit: boolean }) {
  return null;
}

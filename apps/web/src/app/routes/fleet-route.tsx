import { useSettings } from '../settings-provider';
import { DEFAULT_COMPANY_NAME } from '../company';
import { FleetPage } from '../../features/fleet/fleet-page';

export function Component() {
  const settings = useSettings();
  const companyName = settings.Company_Name?.trim() || DEFAULT_COMPANY_NAME;
  return (
    <>
      <title>{`Our Fleet | ${companyName}`}</title>
      <FleetPage />
    </>
  );
}

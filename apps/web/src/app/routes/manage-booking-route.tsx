import { useSettings } from '../settings-provider';
import { DEFAULT_COMPANY_NAME } from '../company';
import { LookupScreen } from '../../features/manage-booking/lookup-screen';

export function Component() {
  const settings = useSettings();
  return <LookupScreen companyName={settings.Company_Name?.trim() || DEFAULT_COMPANY_NAME} />;
}

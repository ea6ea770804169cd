import { useSettings } from '../settings-provider';
import { DEFAULT_COMPANY_NAME } from '../company';
import { QuoteNowScreen } from '../../features/quote-now/quote-now-screen';

export function Component() {
  const settings = useSettings();
  const companyName = settings.Company_Name?.trim() || DEFAULT_COMPANY_NAME;
  return (
    <>
      <title>{`Quote Now | ${companyName}`}</title>
      <QuoteNowScreen phone={settings.Company_Contact_Info?.trim() ?? ''} />
    </>
  );
}

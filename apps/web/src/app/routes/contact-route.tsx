import { useSettings } from '../settings-provider';
import { COMPANY_ADDRESS, DEFAULT_COMPANY_NAME } from '../company';
import { ContactScreen } from '../../features/contact/contact-screen';

export function Component() {
  const settings = useSettings();
  const companyName = settings.Company_Name?.trim() || DEFAULT_COMPANY_NAME;
  return (
    <>
      <title>{`Contact Us | ${companyName}`}</title>
      <ContactScreen
        phone={settings.Company_Contact_Info?.trim() ?? ''}
        email={settings.FROM_EMAIL?.trim() ?? ''}
        address={COMPANY_ADDRESS}
      />
    </>
  );
}

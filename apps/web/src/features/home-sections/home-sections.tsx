import { COMPANY_ADDRESS } from '../../app/company';
import { ContactSection } from './contact-section';
import { FleetSection } from './fleet-section';
import { PopularLocations } from './popular-locations';
import { ServicesSection } from './services-section';

export interface HomeSectionsProps {
  /** Meet and greet is offered (MEET_AND_GREET above zero): the services block may say so. */
  meetAndGreet: boolean;
  fleet: boolean;
  contact: boolean;
  popular: boolean;
  phone: string;
  email: string;
}

/** The home page's sections below the booking form (spec §1), each optional one by its setting. */
export default function HomeSections({ meetAndGreet, fleet, contact, popular, phone, email }: HomeSectionsProps) {
  return (
    <>
      <ServicesSection meetAndGreet={meetAndGreet} />
      {fleet && <FleetSection />}
      {contact && <ContactSection phone={phone} email={email} address={COMPANY_ADDRESS} />}
      {popular && <PopularLocations />}
    </>
  );
}

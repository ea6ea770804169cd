import { CARD_CAPTURE_CHOICES, type CompanyProfile } from '@kerbside/contract';
import { Fact, Facts, NotGiven } from '../../components/facts';

const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;

/** The profile as plain text, for staff who may read it but not change it. */
export function CompanyFacts({ profile }: { profile: CompanyProfile }) {
  const text = (value: string) => (value === '' ? <NotGiven /> : <span className="company-facts__text">{value}</span>);
  return (
    <section className="card company-facts" aria-labelledby="company-facts-title">
      <h2 id="company-facts-title" className="company-section__title">
        Profile
      </h2>
      <Facts>
        <Fact label="Company name">{profile.name}</Fact>
        <Fact label="Phone">
          <a href={`tel:${profile.phone.replaceAll(' ', '')}`}>{profile.phone}</a>
        </Fact>
        <Fact label="Email">
          <a href={`mailto:${profile.email}`}>{profile.email}</a>
        </Fact>
        <Fact label="Website">{profile.website === '' ? <NotGiven /> : <a href={profile.website}>{profile.website}</a>}</Fact>
        <Fact label="Address">{text(profile.address)}</Fact>
        <Fact label="Cancellation policy">{text(profile.cancellation_policy)}</Fact>
        <Fact label="Free cancellation">{`Until ${hours(profile.free_cancellation_hours)} before the pickup`}</Fact>
        <Fact label="Late cancellation fee">{`${profile.late_cancellation_fee_percent}% of the fare`}</Fact>
        <Fact label="Changes allowed">{`Until ${hours(profile.amend_cutoff_hours)} before the pickup`}</Fact>
        <Fact label="Needs attention">{`From ${profile.attention_minutes} minutes before the pickup`}</Fact>
        <Fact label="Offer time">{`${profile.offer_seconds} seconds to answer`}</Fact>
        <Fact label="Document warnings">{`From ${profile.document_warning_days} days before expiry`}</Fact>
        <Fact label="Airport pickups">{`${profile.landing_domestic_minutes} minutes after a UK landing, ${profile.landing_international_minutes} after one from abroad, ${profile.landing_meet_greet_minutes} more with meet and greet; moved by themselves up to ${profile.flight_move_earlier_max_minutes} minutes earlier or ${profile.flight_move_later_max_minutes} later`}</Fact>
        <Fact label="Passengers’ details kept">{`${profile.retention_months} months after the last journey`}</Fact>
        <Fact label="Auto-offer">{profile.auto_offer ? `On, from ${profile.auto_offer_minutes} minutes before the pickup` : 'Off'}</Fact>
        <Fact label="Operator licence">{text(profile.operator_licence_number)}</Fact>
        <Fact label="VAT number">{text(profile.vat_number)}</Fact>
        <Fact label="VAT rate">{`${profile.vat_rate_percent}%`}</Fact>
        <Fact label="Card payments taken">{CARD_CAPTURE_CHOICES.find((c) => c.value === profile.card_capture)?.label ?? profile.card_capture}</Fact>
      </Facts>
    </section>
  );
}

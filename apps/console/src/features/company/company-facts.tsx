import type { CompanyProfile } from '@kerbside/contract';
import { Fact, Facts, NotGiven } from '../../components/facts';

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
      </Facts>
    </section>
  );
}

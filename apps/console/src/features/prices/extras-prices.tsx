/** The extras' prices beside the tariff: website settings (spec §3), changed in Settings, not here. */
import { Link } from 'react-router';
import type { TariffSheet } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import { Fact, Facts } from '../../components/facts';

const price = (pence: number) => (pence > 0 ? formatPounds(pence) : 'Not offered');

export function ExtrasPrices({ extras }: { extras: TariffSheet['extras'] }) {
  return (
    <section className="card tariff-section" aria-labelledby="extras-title">
      <h2 id="extras-title" className="tariff-section__title">
        Extras and waiting
      </h2>
      <p className="tariff-section__lead">
        The same for every vehicle and company: they are website settings, changed in <Link to="/settings">Settings</Link>.
      </p>
      <Facts>
        <Fact label="Meet and greet">{price(extras.meetAndGreetPence)}</Fact>
        <Fact label="Baby seat, each">{price(extras.babySeatPence)}</Fact>
        <Fact label="Booster seat, each">{price(extras.boosterSeatPence)}</Fact>
        <Fact label="Wheelchair">Never charged (Equality Act 2010, s.165)</Fact>
        <Fact label="Special luggage, each">{price(extras.specialLuggagePence)}</Fact>
        <Fact label="Waiting, each 5 minutes">{price(extras.waitingPerFiveMinutesPence)}</Fact>
      </Facts>
    </section>
  );
}

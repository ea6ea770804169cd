/** The whole tariff of one vehicle category, section by section, or the way to give it prices when it has none. */
import { useState } from 'react';
import type { Tariff } from '@kerbside/domain';
import { FaresSection, BandsSection } from './fares-sections';
import { FixedPricesSection } from './fixed-prices-section';
import { AirportsSection, HourlySection } from './hourly-airport-sections';
import { ReturnAndRoundingSection } from './return-rounding-section';
import { DatesSection, TimeSurchargesSection } from './surcharge-sections';
import { blankTariff, changedParts, tariffToForm, type TariffForm } from './tariff-form';
import { TariffFieldsProvider } from './tariff-fields';

export interface PricedVehicle {
  vehicleId: number;
  name: string;
  active: boolean;
}

interface VehicleTariffProps {
  vehicle: PricedVehicle;
  form: TariffForm | null;
  /** The published tariff, for the "Changed" marks (undefined: no marks, e.g. a version shown on its own). */
  published?: Tariff | null;
  problems: Readonly<Record<string, string>>;
  readOnly: boolean;
  onChange: (form: TariffForm | null) => void;
  /** Other categories with prices, to start from a copy of theirs. */
  copyFrom: readonly { vehicle: PricedVehicle; form: TariffForm }[];
  /** The website rounds what it charges to whole pounds (ROUND_OFF); undefined while not known. */
  siteWholePounds?: boolean;
}

export function VehicleTariff({ vehicle, form, published, problems, readOnly, onChange, copyFrom, siteWholePounds }: VehicleTariffProps) {
  const changed = published === undefined ? new Set<never>() : changedParts(form, published);
  if (form === null) return <NoPrices vehicle={vehicle} readOnly={readOnly} copyFrom={copyFrom} onStart={onChange} />;
  const edit = (change: (current: TariffForm) => TariffForm) => onChange(change(form));
  return (
    <TariffFieldsProvider value={{ vehicleId: vehicle.vehicleId, problems, readOnly, changed }}>
      <div className="vehicle-tariff">
        <FaresSection form={form} edit={edit} />
        <BandsSection form={form} edit={edit} />
        <HourlySection form={form} edit={edit} />
        <AirportsSection form={form} edit={edit} />
        <FixedPricesSection form={form} edit={edit} />
        <TimeSurchargesSection form={form} edit={edit} />
        <DatesSection form={form} edit={edit} />
        <ReturnAndRoundingSection form={form} edit={edit} siteWholePounds={siteWholePounds} />
        {!readOnly && (
          <p className="vehicle-tariff__stop">
            <button type="button" className="button button--ghost" onClick={() => onChange(null)}>
              Stop pricing the {vehicle.name}
            </button>
            <span className="field__hint">The website then offers Quote Now for it.</span>
          </p>
        )}
      </div>
    </TariffFieldsProvider>
  );
}

function NoPrices({ vehicle, readOnly, copyFrom, onStart }: { vehicle: PricedVehicle; readOnly: boolean; copyFrom: VehicleTariffProps['copyFrom']; onStart: (form: TariffForm) => void }) {
  const [source, setSource] = useState(copyFrom[0] ? String(copyFrom[0].vehicle.vehicleId) : '');
  const id = `start-from-${vehicle.vehicleId}`;
  return (
    <div className="card no-prices">
      <p className="no-prices__title">No price — the website offers Quote Now for this vehicle.</p>
      {!readOnly && (
        <div className="no-prices__start">
          <div className="field">
            <label className="field__label" htmlFor={id}>
              Start from
            </label>
            <select id={id} className="select" value={source} onChange={(event) => setSource(event.target.value)}>
              {copyFrom.map(({ vehicle: other }) => (
                <option key={other.vehicleId} value={String(other.vehicleId)}>
                  A copy of the {other.name} prices
                </option>
              ))}
              <option value="">Blank prices</option>
            </select>
          </div>
          <button
            type="button"
            className="button button--primary"
            onClick={() => onStart(copyFrom.find(({ vehicle: other }) => String(other.vehicleId) === source)?.form ?? tariffToForm(blankTariff()))}
          >
            Set prices
          </button>
        </div>
      )}
    </div>
  );
}

/** Hourly hire (a rate per hour, and whole prices for chosen durations) and airport pickup and drop-off fees. */
import { airportName } from '@kerbside/domain';
import { HOURLY_PRICE_HOURS, newRowKey, type AirportFeeRow, type HourlyPriceRow, type TariffForm } from './tariff-form';
import { AddRowButton, NoRows, RemoveRowButton, TariffInput, TariffSection, TariffSelect } from './tariff-fields';
import { patchRow, withoutRow, type EditTariff } from './tariff-rows';

const HOURS_OPTIONS = HOURLY_PRICE_HOURS.map((hours) => ({ value: String(hours), label: `${hours} hours` }));

interface SectionProps {
  form: TariffForm;
  edit: EditTariff;
}

export function HourlySection({ form, edit }: SectionProps) {
  const setPrices = (change: (rows: HourlyPriceRow[]) => HourlyPriceRow[]) => edit((f) => ({ ...f, hourlyPrices: change(f.hourlyPrices) }));
  const firstFree = () => HOURLY_PRICE_HOURS.find((hours) => !form.hourlyPrices.some((row) => row.hours === String(hours))) ?? HOURLY_PRICE_HOURS[0];
  return (
    <TariffSection
      path="hourlyPrices"
      title="Hourly hire"
      part={['hourlyRatePence', 'hourlyPrices']}
      lead="Hire lasts 4 to 24 hours. A duration without its own price below costs the rate per hour × its hours."
    >
      <div className="tariff-grid">
        <TariffInput
          path="hourlyRatePence"
          part="hourlyRatePence"
          label="Rate per hour"
          unit="pounds"
          value={form.hourlyRate}
          onChange={(hourlyRate) => edit((f) => ({ ...f, hourlyRate }))}
        />
      </div>
      {form.hourlyPrices.length === 0 && <NoRows>No duration has a price of its own.</NoRows>}
      {form.hourlyPrices.length > 0 && (
        <ul className="tariff-rows">
          {form.hourlyPrices.map((row, index) => (
            <li key={row.key} className="tariff-row">
              <TariffSelect
                path={`hourlyPrices.${index}.hours`}
                label={`Duration ${index + 1}`}
                hiddenLabel
                options={HOURS_OPTIONS}
                value={row.hours}
                onChange={(hours) => setPrices((rows) => patchRow(rows, row.key, { hours }))}
              />
              <TariffInput
                path={`hourlyPrices.${index}.pricePence`}
                label={`Price for ${row.hours} hours`}
                hiddenLabel
                unit="pounds"
                value={row.price}
                onChange={(price) => setPrices((rows) => patchRow(rows, row.key, { price }))}
              />
              <RemoveRowButton label={`Remove the price for ${row.hours} hours`} onClick={() => setPrices((rows) => withoutRow(rows, row.key))} />
            </li>
          ))}
        </ul>
      )}
      <AddRowButton
        label="Add a price for a duration"
        onClick={() => setPrices((rows) => [...rows, { key: newRowKey(), hours: String(firstFree()), price: '' }])}
      />
    </TariffSection>
  );
}

export function AirportsSection({ form, edit }: SectionProps) {
  const setFees = (change: (rows: AirportFeeRow[]) => AirportFeeRow[]) => edit((f) => ({ ...f, airportFees: change(f.airportFees) }));
  return (
    <TariffSection
      path="airportFees"
      title="Airports"
      part={['airportPickupFeePence', 'airportDropoffFeePence', 'airportFees']}
      lead="Added to a journey that starts or ends at an airport (parking, drop-off charges). An airport listed below has its own fees."
    >
      <div className="tariff-grid">
        <TariffInput
          path="airportPickupFeePence"
          part="airportPickupFeePence"
          label="Pickup fee"
          unit="pounds"
          value={form.airportPickupFee}
          onChange={(airportPickupFee) => edit((f) => ({ ...f, airportPickupFee }))}
        />
        <TariffInput
          path="airportDropoffFeePence"
          part="airportDropoffFeePence"
          label="Drop-off fee"
          unit="pounds"
          value={form.airportDropoffFee}
          onChange={(airportDropoffFee) => edit((f) => ({ ...f, airportDropoffFee }))}
        />
      </div>
      {form.airportFees.length === 0 && <NoRows>No airport has fees of its own.</NoRows>}
      {form.airportFees.length > 0 && (
        <ul className="tariff-rows">
          {form.airportFees.map((row, index) => {
            const code = row.airport.trim().toUpperCase();
            const name = airportName(code);
            const which = code || `airport ${index + 1}`;
            return (
              <li key={row.key} className="tariff-row airport-row">
                <TariffInput
                  path={`airportFees.${index}.airport`}
                  label="Airport code"
                  className="airport-row__code"
                  maxLength={3}
                  value={row.airport}
                  onChange={(airport) => setFees((rows) => patchRow(rows, row.key, { airport: airport.toUpperCase() }))}
                  hint={name ? `${name} Airport` : code.length === 3 ? 'Not a UK airport we know: check the code' : 'e.g. LHR'}
                />
                <TariffInput
                  path={`airportFees.${index}.pickupFeePence`}
                  label={`Pickup fee at ${which}`}
                  unit="pounds"
                  value={row.pickupFee}
                  onChange={(pickupFee) => setFees((rows) => patchRow(rows, row.key, { pickupFee }))}
                />
                <TariffInput
                  path={`airportFees.${index}.dropoffFeePence`}
                  label={`Drop-off fee at ${which}`}
                  unit="pounds"
                  value={row.dropoffFee}
                  onChange={(dropoffFee) => setFees((rows) => patchRow(rows, row.key, { dropoffFee }))}
                />
                <RemoveRowButton label={`Remove ${which}`} onClick={() => setFees((rows) => withoutRow(rows, row.key))} />
              </li>
            );
          })}
        </ul>
      )}
      <AddRowButton
        label="Add an airport"
        onClick={() => setFees((rows) => [...rows, { key: newRowKey(), airport: '', pickupFee: form.airportPickupFee, dropoffFee: form.airportDropoffFee }])}
      />
    </TariffSection>
  );
}

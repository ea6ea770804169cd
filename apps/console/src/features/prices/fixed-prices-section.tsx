/** Fixed prices between zones (an airport, a postcode area or district, a station, a saved place), optionally both ways. */
import { newRowKey, type FixedPriceRow, type TariffForm } from './tariff-form';
import { AddRowButton, NoRows, RemoveRowButton, TariffInput, TariffSection, useTariffField, useTariffScope } from './tariff-fields';
import { patchRow, withoutRow, type EditTariff } from './tariff-rows';
import { ZONE_HELP, zoneMeaning } from './zone-text';

interface SectionProps {
  form: TariffForm;
  edit: EditTariff;
}

function ZoneInput({ path, label, value, onChange }: { path: string; label: string; value: string; onChange: (value: string) => void }) {
  const meaning = value.trim() === '' ? null : zoneMeaning(value);
  return (
    <TariffInput
      path={path}
      label={label}
      value={value}
      onChange={onChange}
      className="fixed-row__zone"
      hint={meaning ?? (value.trim() === '' ? 'e.g. LHR, SW or TW6' : 'Not a zone yet')}
    />
  );
}

function BothWays({ path, route, checked, onChange }: { path: string; route: number; checked: boolean; onChange: (checked: boolean) => void }) {
  const { id } = useTariffField(path);
  const { readOnly } = useTariffScope();
  return (
    <label className="check" htmlFor={id}>
      <input id={id} type="checkbox" checked={checked} disabled={readOnly} onChange={(event) => onChange(event.target.checked)} />
      <span>
        <span className="visually-hidden">Route {route} </span>both ways
      </span>
    </label>
  );
}

export function FixedPricesSection({ form, edit }: SectionProps) {
  const setPrices = (change: (rows: FixedPriceRow[]) => FixedPriceRow[]) => edit((f) => ({ ...f, fixedPrices: change(f.fixedPrices) }));
  return (
    <TariffSection
      path="fixedPrices"
      title="Fixed prices and zones"
      part="fixedPrices"
      lead={<>A journey between two zones costs its fixed price instead of the distance price. {ZONE_HELP}</>}
    >
      {form.fixedPrices.length === 0 && <NoRows>No fixed prices.</NoRows>}
      {form.fixedPrices.length > 0 && (
        <ol className="tariff-rows">
          {form.fixedPrices.map((row, index) => {
            const n = index + 1;
            return (
              <li key={row.key} className="tariff-row fixed-row">
                <ZoneInput
                  path={`fixedPrices.${index}.from`}
                  label={`Route ${n} from`}
                  value={row.from}
                  onChange={(from) => setPrices((rows) => patchRow(rows, row.key, { from }))}
                />
                <ZoneInput
                  path={`fixedPrices.${index}.to`}
                  label={`Route ${n} to`}
                  value={row.to}
                  onChange={(to) => setPrices((rows) => patchRow(rows, row.key, { to }))}
                />
                <TariffInput
                  path={`fixedPrices.${index}.pricePence`}
                  label={`Route ${n} price`}
                  unit="pounds"
                  className="fixed-row__price"
                  value={row.price}
                  onChange={(price) => setPrices((rows) => patchRow(rows, row.key, { price }))}
                />
                <BothWays
                  path={`fixedPrices.${index}.bothWays`}
                  route={n}
                  checked={row.bothWays}
                  onChange={(bothWays) => setPrices((rows) => patchRow(rows, row.key, { bothWays }))}
                />
                <RemoveRowButton label={`Remove route ${n}`} onClick={() => setPrices((rows) => withoutRow(rows, row.key))} />
              </li>
            );
          })}
        </ol>
      )}
      <AddRowButton
        label="Add a fixed price"
        onClick={() => setPrices((rows) => [...rows, { key: newRowKey(), from: '', to: '', price: '', bothWays: true }])}
      />
    </TariffSection>
  );
}

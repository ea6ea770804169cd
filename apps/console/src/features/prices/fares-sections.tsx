/** Fares (base, minimum, per stop) and the distance bands: 'from X to Y miles: £ a mile', the last 'and over'. */
import type { BandRow, TariffForm } from './tariff-form';
import { newRowKey } from './tariff-form';
import { AddRowButton, RemoveRowButton, TariffInput, TariffSection } from './tariff-fields';
import { patchRow, withoutRow, type EditTariff } from './tariff-rows';

interface SectionProps {
  form: TariffForm;
  edit: EditTariff;
}

export function FaresSection({ form, edit }: SectionProps) {
  return (
    <TariffSection path="fares" title="Fares" part={['baseFarePence', 'minimumFarePence', 'perStopPence']}>
      <div className="tariff-grid">
        <TariffInput
          path="baseFarePence"
          part="baseFarePence"
          label="Base fare"
          unit="pounds"
          value={form.baseFare}
          onChange={(baseFare) => edit((f) => ({ ...f, baseFare }))}
        />
        <TariffInput
          path="minimumFarePence"
          part="minimumFarePence"
          label="Minimum fare"
          unit="pounds"
          value={form.minimumFare}
          onChange={(minimumFare) => edit((f) => ({ ...f, minimumFare }))}
        />
        <TariffInput
          path="perStopPence"
          part="perStopPence"
          label="Each stop on the way"
          unit="pounds"
          value={form.perStop}
          onChange={(perStop) => edit((f) => ({ ...f, perStop }))}
        />
      </div>
    </TariffSection>
  );
}

/** Where each band starts: 0, then the upper limit of the band before (as typed). */
function startOf(bands: readonly BandRow[], index: number): string {
  if (index === 0) return '0';
  const previous = bands[index - 1]?.upToMiles.trim();
  return previous ? previous : '…';
}

export function BandsSection({ form, edit }: SectionProps) {
  const bands = form.bands;
  const setBands = (change: (rows: BandRow[]) => BandRow[]) => edit((f) => ({ ...f, bands: change(f.bands) }));
  // A new band goes before the open-ended one, at its rate, and needs its upper limit.
  const addBand = () =>
    setBands((rows) => {
      const open = rows.at(-1);
      return [...rows.slice(0, -1), { key: newRowKey(), upToMiles: '', perMile: open?.perMile ?? '' }, ...(open ? [open] : [])];
    });
  return (
    <TariffSection
      path="distanceBands"
      title="Distance bands"
      part="distanceBands"
      lead="Each mile of a journey is priced by the band it falls in: the first miles at the first band’s rate, and so on."
    >
      <ol className="tariff-rows">
        {bands.map((band, index) => {
          const n = index + 1;
          const isLast = index === bands.length - 1;
          return (
            <li key={band.key} className="tariff-row band-row">
              <span className={isLast ? 'band-row__range band-row__range--open' : 'band-row__range'}>
                {isLast ? (
                  <>
                    {startOf(bands, index)} miles <strong>and over</strong>
                  </>
                ) : (
                  <>From {startOf(bands, index)} to</>
                )}
              </span>
              {!isLast && (
                <TariffInput
                  path={`distanceBands.${index}.upToMiles`}
                  label={`Band ${n} ends at`}
                  hiddenLabel
                  unit="miles"
                  className="band-row__miles"
                  value={band.upToMiles}
                  onChange={(upToMiles) => setBands((rows) => patchRow(rows, band.key, { upToMiles }))}
                />
              )}
              <TariffInput
                path={`distanceBands.${index}.perMilePence`}
                label={`Band ${n} price per mile`}
                hiddenLabel
                unit="perMile"
                className="band-row__rate"
                value={band.perMile}
                onChange={(perMile) => setBands((rows) => patchRow(rows, band.key, { perMile }))}
              />
              {bands.length > 1 && <RemoveRowButton label={`Remove band ${n}`} onClick={() => setBands((rows) => withoutRow(rows, band.key))} />}
            </li>
          );
        })}
      </ol>
      <AddRowButton label="Add a band" onClick={addBand} />
    </TariffSection>
  );
}

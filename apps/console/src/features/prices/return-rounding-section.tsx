/**
 * The return discount and how each total is rounded: the tariff's own rounding (part of its price),
 * and beside it the website's rounding to whole pounds (the ROUND_OFF setting, the same for every
 * company), read-only here, which applies after it to what the website charges.
 */
import { ROUNDING_STEPS_PENCE } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import type { TariffForm } from './tariff-form';
import { TariffInput, TariffSection, TariffSelect } from './tariff-fields';
import type { EditTariff } from './tariff-rows';

const stepLabel = (pence: number) => (pence === 0 ? 'No rounding' : pence < 100 ? `To ${pence}p` : `To ${formatPounds(pence).replace('.00', '')}`);

interface ReturnAndRoundingProps {
  form: TariffForm;
  edit: EditTariff;
  /** The website rounds what it charges to whole pounds (ROUND_OFF); undefined: not known here, not shown. */
  siteWholePounds?: boolean;
}

export function ReturnAndRoundingSection({ form, edit, siteWholePounds }: ReturnAndRoundingProps) {
  return (
    <TariffSection
      path="rounding"
      title="Return discount and rounding"
      part={['returnDiscountPercent', 'rounding']}
      lead="The return discount comes off the way back of a return journey. This tariff's rounding is part of its price; the website's rounding then applies to what it charges."
    >
      <div className="tariff-grid">
        <TariffInput
          path="returnDiscountPercent"
          part="returnDiscountPercent"
          label="Return discount"
          unit="percent"
          value={form.returnDiscount}
          onChange={(returnDiscount) => edit((f) => ({ ...f, returnDiscount }))}
        />
        <TariffSelect
          path="rounding.toPence"
          label="This tariff rounds each total"
          value={form.roundingStep}
          onChange={(roundingStep) => edit((f) => ({ ...f, roundingStep }))}
          options={ROUNDING_STEPS_PENCE.map((pence) => ({ value: String(pence), label: stepLabel(pence) }))}
        />
        {form.roundingStep !== '0' && (
          <TariffSelect
            path="rounding.mode"
            label="Rounding"
            value={form.roundingMode}
            onChange={(mode) => edit((f) => ({ ...f, roundingMode: mode === 'up' ? 'up' : 'nearest' }))}
            options={[
              { value: 'nearest', label: 'To the nearest' },
              { value: 'up', label: 'Always up' },
            ]}
          />
        )}
      </div>
      {siteWholePounds !== undefined && <SiteRounding wholePounds={siteWholePounds} />}
    </TariffSection>
  );
}

/** The website's own rounding, with its value: not part of the tariff, so not editable here. */
function SiteRounding({ wholePounds }: { wholePounds: boolean }) {
  return (
    <div className="site-rounding" role="group" aria-labelledby="site-rounding-label">
      <p id="site-rounding-label" className="site-rounding__label">
        Website rounding (every company)
      </p>
      <p className="site-rounding__value">
        {wholePounds ? 'On: what the website charges is rounded to the nearest pound, after this tariff’s rounding.' : 'Off: the website charges the total to the penny, after this tariff’s rounding.'}
      </p>
      <p className="field__hint">The “Round to whole pounds” setting. Only a platform admin changes it, under Settings. The price check shows its effect.</p>
    </div>
  );
}

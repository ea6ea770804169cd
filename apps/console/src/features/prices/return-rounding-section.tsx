/** The return discount and how each total is rounded. */
import { ROUNDING_STEPS_PENCE } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import type { TariffForm } from './tariff-form';
import { TariffInput, TariffSection, TariffSelect } from './tariff-fields';
import type { EditTariff } from './tariff-rows';

const stepLabel = (pence: number) => (pence === 0 ? 'No rounding' : pence < 100 ? `To ${pence}p` : `To ${formatPounds(pence).replace('.00', '')}`);

export function ReturnAndRoundingSection({ form, edit }: { form: TariffForm; edit: EditTariff }) {
  return (
    <TariffSection
      path="rounding"
      title="Return discount and rounding"
      part={['returnDiscountPercent', 'rounding']}
      lead="The return discount comes off the way back of a return journey."
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
          label="Round each total"
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
    </TariffSection>
  );
}

/** The return discount and how each total is rounded. */
import { ROUNDING_STEPS_PENCE } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import type { TariffForm } from './tariff-form';
import { TariffInput, TariffSection, useTariffField, useTariffScope } from './tariff-fields';
import type { EditTariff } from './tariff-rows';

const stepLabel = (pence: number) => (pence === 0 ? 'No rounding' : pence < 100 ? `To ${pence}p` : `To ${formatPounds(pence).replace('.00', '')}`);

function RoundingSelect({ path, label, value, onChange, options }: { path: string; label: string; value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[] }) {
  const { id, error } = useTariffField(path);
  const { readOnly } = useTariffScope();
  return (
    <div className="field tariff-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        disabled={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

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
        <RoundingSelect
          path="rounding.toPence"
          label="Round each total"
          value={form.roundingStep}
          onChange={(roundingStep) => edit((f) => ({ ...f, roundingStep }))}
          options={ROUNDING_STEPS_PENCE.map((pence) => ({ value: String(pence), label: stepLabel(pence) }))}
        />
        {form.roundingStep !== '0' && (
          <RoundingSelect
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

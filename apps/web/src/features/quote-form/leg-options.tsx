import { Fragment } from 'react';
import { LIMITS } from '@kerbside/contract';
import { Counter } from '../../components/ui/counter';
import { useSettings } from '../../app/settings-provider';
import { ASSISTANCE_DOG, MILEAGE_EXTRAS, currencySymbol, extraPriceText, visibleExtras } from './extras';
import type { MileageForm } from './mileage-defaults';
import { legCount, legYesNo, setLegCount, setLegYesNo, type CountOption, type Leg, type YesNoOption } from './mileage-updaters';
import { ToggleField } from './toggle-field';

interface LegOptionsProps {
  idPrefix: string;
  leg: Leg;
  form: MileageForm;
  update: (change: (form: MileageForm) => MileageForm) => void;
}

/** Return-leg controls say so in their label, so no two controls share a name. */
const legLabel = (leg: Leg, label: string) => (leg === 'return' ? `Return ${label.charAt(0).toLowerCase()}${label.slice(1)}` : label);

/** Passengers and luggage for one leg, always shown. */
export function LegCounts({ idPrefix, leg, form, update }: LegOptionsProps) {
  const counts = [
    { option: 'passengers', label: 'Passengers', max: LIMITS.passengers.max },
    { option: 'luggages', label: 'Luggage', max: LIMITS.luggages.max },
    { option: 'hand_luggages', label: 'Hand luggage', max: LIMITS.handLuggages.max },
  ] as const;
  return (
    <div className="counts">
      {counts.map(({ option, label, max }) => (
        <Counter
          key={option}
          id={`${idPrefix}-${option}`}
          label={legLabel(leg, label)}
          value={legCount(form, leg, option)}
          min={0}
          max={max}
          onChange={(value) => update((f) => setLegCount(f, leg, option, value))}
        />
      ))}
    </div>
  );
}

interface LegExtrasProps extends LegOptionsProps {
  /** Only these extras (the return leg's own while it carries the outbound party). */
  only?: readonly (CountOption | YesNoOption)[];
}

/** The priced extras whose setting is above zero, folded away so the mobile form stays short. */
export function LegExtras({ idPrefix, leg, form, update, only }: LegExtrasProps) {
  const settings = useSettings();
  const extras = visibleExtras(MILEAGE_EXTRAS, settings).filter(({ extra }) => !only || only.includes(extra.option));
  if (extras.length === 0) return null;
  const currency = currencySymbol(settings);
  // The assistance dog travels both ways: its switch is the outbound leg's, after the wheelchair's.
  const withDog = leg === 'outbound' && !only;
  const chosen =
    extras.filter(({ extra }) => (extra.kind === 'toggle' ? legYesNo(form, leg, extra.option) === 'yes' : legCount(form, leg, extra.option) > 0)).length +
    (withDog && form.assistance_dog === 'yes' ? 1 : 0);

  return (
    <details className="extras">
      <summary className="extras__summary">
        <span>{leg === 'return' ? 'Return extras' : 'Extras'}</span>
        <span className="extras__count">{chosen > 0 ? `${chosen} selected` : 'Optional'}</span>
      </summary>
      <div className="extras__body">
        {extras.map(({ extra, amount }) => {
          const price = extraPriceText(extra, amount, currency);
          const id = `${idPrefix}-${extra.option}`;
          return extra.kind === 'toggle' ? (
            <Fragment key={extra.option}>
              <ToggleField
                id={id}
                label={legLabel(leg, extra.label)}
                price={price}
                checked={legYesNo(form, leg, extra.option) === 'yes'}
                onChange={(on) => update((f) => setLegYesNo(f, leg, extra.option, on ? 'yes' : 'no'))}
              />
              {withDog && extra.option === 'wheel_chair' && (
                <ToggleField
                  id={`${idPrefix}-assistance_dog`}
                  label={ASSISTANCE_DOG.label}
                  price={ASSISTANCE_DOG.note}
                  checked={form.assistance_dog === 'yes'}
                  onChange={(on) => update((f) => ({ ...f, assistance_dog: on ? 'yes' : 'no' }))}
                />
              )}
            </Fragment>
          ) : (
            <Counter
              key={extra.option}
              id={id}
              label={`${legLabel(leg, extra.label)} (${price})`}
              value={legCount(form, leg, extra.option)}
              min={0}
              max={extra.max}
              step={extra.step}
              unit={extra.unit}
              onChange={(value) => update((f) => setLegCount(f, leg, extra.option, value))}
            />
          );
        })}
      </div>
    </details>
  );
}

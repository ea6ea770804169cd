import type { SettingView } from '@kerbside/contract';
import { FormField, SelectField, TextField } from '@kerbside/ui/form-field';

interface SettingFieldProps {
  setting: SettingView;
  /** What the field shows: the admin's edit, else the stored reading. */
  value: string;
  error?: string;
  /** The symbol amounts are shown with (the CURRENCY setting). */
  currency: string;
  onChange: (value: string) => void;
}

export const settingFieldId = (name: string) => `setting-${name}`;

/** One setting's control: a switch, an amount, minutes, a line of text or a choice; with its help line and its problem. */
export function SettingField({ setting, value, error, currency, onChange }: SettingFieldProps) {
  const id = settingFieldId(setting.name);
  const common = { id, label: setting.label, hint: setting.help, error, value, onChange };

  switch (setting.kind) {
    case 'switch-enable':
    case 'switch-yes': {
      const [on, off] = setting.options ?? [];
      return <SettingSwitch id={id} setting={setting} checked={value === on?.value} onChange={(checked) => onChange((checked ? on : off)?.value ?? '')} />;
    }
    case 'money':
    case 'minutes':
      return (
        <FormField id={id} label={setting.label} hint={setting.help} error={error} className="setting-field">
          {(a11y) => (
            <span className={`setting-amount setting-amount--${setting.kind}`}>
              {setting.kind === 'money' && (
                <span className="setting-amount__unit" aria-hidden="true">
                  {currency}
                </span>
              )}
              <input
                {...a11y}
                id={id}
                className="input setting-amount__input"
                type="text"
                inputMode={setting.kind === 'money' ? 'decimal' : 'numeric'}
                autoComplete="off"
                maxLength={12}
                value={value}
                onChange={(event) => onChange(event.target.value)}
              />
              {setting.kind === 'minutes' && (
                <span className="setting-amount__unit" aria-hidden="true">
                  minutes
                </span>
              )}
            </span>
          )}
        </FormField>
      );
    case 'choice':
      return <SelectField {...common} className="setting-field" options={setting.options ?? []} />;
    default:
      return (
        <TextField
          {...common}
          className="setting-field setting-field--wide"
          input={{
            type: setting.kind === 'email' ? 'email' : setting.kind === 'phone' ? 'tel' : 'text',
            autoComplete: 'off',
            spellCheck: false,
            maxLength: setting.max ?? undefined,
          }}
        />
      );
  }
}

/** An on/off setting: the whole row is the switch's label, so any of it can be pressed. */
function SettingSwitch({ id, setting, checked, onChange }: { id: string; setting: SettingView; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="setting-switch">
      <label className="setting-switch__row" htmlFor={id}>
        <span className="setting-switch__text">
          <span id={`${id}-label`} className="setting-switch__label">
            {setting.label}
          </span>
          <span id={`${id}-hint`} className="field__hint">
            {setting.help}
          </span>
        </span>
        <input id={id} className="switch" type="checkbox" role="switch" checked={checked} aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.checked)} />
      </label>
    </div>
  );
}

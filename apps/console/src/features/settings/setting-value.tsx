import { settingDefinition, settingValueText, type SettingView } from '@kerbside/contract';

/** A setting as plain text, for whoever may only look: 'On', '£15.00', '120 minutes', 'Kerbside Transfers'. */
export function settingShownValue(setting: SettingView, currency: string): string {
  const def = settingDefinition(setting.name);
  if (!def) return setting.value;
  switch (setting.kind) {
    case 'switch-enable':
    case 'switch-yes':
      return settingValueText(def, setting.value) === 'on' ? 'On' : 'Off';
    case 'money':
      return `${currency}${setting.value}`;
    case 'choice':
      return setting.options?.find((option) => option.value === setting.value)?.label ?? setting.value;
    case 'minutes':
      return settingValueText(def, setting.value);
    default:
      return setting.value || 'Not set';
  }
}

/** One setting, read-only: its label, its value and its help line. */
export function SettingValue({ setting, currency }: { setting: SettingView; currency: string }) {
  return (
    <div className="setting-value">
      <dt className="setting-value__label">{setting.label}</dt>
      <dd className="setting-value__value">{settingShownValue(setting, currency)}</dd>
      <dd className="setting-value__help">{setting.help}</dd>
    </div>
  );
}

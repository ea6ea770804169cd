/**
 * The settings form as values (pure): what an admin has edited over the stored settings, checked
 * with the contract's own rules, and what a save would send. Only settings whose reading differs
 * from the stored one are sent, so an untouched form sends nothing.
 */
import { auditSummary, parseSettingInput, settingDefinition, type SettingChange, type SettingView } from '@kerbside/contract';

/** What the admin typed or switched, by setting name; a setting not edited is not in it. */
export type SettingsDraft = Readonly<Record<string, string>>;

export interface DraftCheck {
  /** Setting name → stored form, for the PUT. */
  changes: Record<string, string>;
  /** Setting name → message, for the fields. */
  errors: Record<string, string>;
}

export function checkDraft(settings: readonly SettingView[], draft: SettingsDraft): DraftCheck {
  const changes: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const view of settings) {
    const typed = draft[view.name];
    const def = settingDefinition(view.name);
    if (typed === undefined || !def) continue;
    const parsed = parseSettingInput(def, typed);
    if (!parsed.ok) errors[view.name] = parsed.message;
    else if (parsed.value !== view.value) changes[view.name] = parsed.value;
  }
  return { changes, errors };
}

/** How many settings a save would change or refuse: the "unsaved changes" count. */
export function draftCount(check: DraftCheck): number {
  return Object.keys(check.changes).length + Object.keys(check.errors).length;
}

/** A saved change in words, as the audit log words it: '“Our Fleet” in the menu: on → off'. */
export const changeText = (change: SettingChange): string =>
  auditSummary({ action: 'setting.changed', subjectType: 'setting', subjectId: 0, detail: { ...change } });

/** The notice after a save. */
export function savedText(changed: readonly SettingChange[]): string {
  if (changed.length === 0) return 'Saved. Nothing was different from what the website already had.';
  const count = changed.length === 1 ? 'Saved 1 change' : `Saved ${changed.length} changes`;
  return `${count}: ${changed.map(changeText).join('; ')}. The website shows ${changed.length === 1 ? 'it' : 'them'} now.`;
}

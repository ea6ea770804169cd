/**
 * The website's settings in the console (`/api/operator/v1/settings`): every staff role reads them
 * with their definitions; only a platform admin changes them (they are the same for every company).
 */
import { z } from 'zod';
import { SETTING_DEFINITIONS, SETTING_GROUPS, SETTING_KINDS, SETTING_MESSAGES, parseSettingInput, type SettingDefinition } from './setting-definitions.js';

const settingGroupIdSchema = z.enum(SETTING_GROUPS.map((g) => g.id) as [SettingDefinition['group'], ...SettingDefinition['group'][]]);

/** One setting: its definition, what the website reads now, and what is stored (null: never saved, the default applies). */
export const settingViewSchema = z.object({
  name: z.string(),
  group: settingGroupIdSchema,
  label: z.string(),
  help: z.string(),
  kind: z.enum(SETTING_KINDS),
  options: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
  default: z.string(),
  max: z.number().nullable(),
  /** The stored value as the website reads it, in the stored form ('enable', '12.50'). */
  value: z.string(),
  stored: z.string().nullable(),
});
export type SettingView = z.infer<typeof settingViewSchema>;

export const settingChangeSchema = z.object({ name: z.string(), from: z.string().nullable(), to: z.string() });
export type SettingChange = z.infer<typeof settingChangeSchema>;

export const settingsPageSchema = z.object({
  /** True for a platform admin: the only role that may change the website's settings. */
  can_edit: z.boolean(),
  groups: z.array(z.object({ id: settingGroupIdSchema, label: z.string(), lead: z.string() })),
  settings: z.array(settingViewSchema),
});
export type SettingsPage = z.infer<typeof settingsPageSchema>;

export const settingsSavedSchema = settingsPageSchema.extend({
  /** What the save changed, in order; empty when every value was already so. */
  changed: z.array(settingChangeSchema),
});
export type SettingsSaved = z.infer<typeof settingsSavedSchema>;

function kindMessage(def: SettingDefinition): string {
  const parsed = parseSettingInput(def, null);
  return parsed.ok ? SETTING_MESSAGES.nothingToChange : parsed.message;
}

const settingInput = (def: SettingDefinition) =>
  z
    // null, a list or an object: the kind's own message ("Enter an amount in pounds…").
    .union([z.string(), z.number(), z.boolean()], { error: () => kindMessage(def) })
    .transform((input, ctx) => {
      const parsed = parseSettingInput(def, input);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    })
    .describe(`${def.label}: ${def.help}`);

const changeShape = Object.fromEntries(SETTING_DEFINITIONS.map((def) => [def.name, settingInput(def).optional()])) as Record<
  SettingDefinition['name'],
  z.ZodOptional<ReturnType<typeof settingInput>>
>;

/**
 * PUT body: the settings to change, by name, each as typed (`{ "MEET_AND_GREET": "12.5",
 * "NAVBAR_OUR_FLEET_PAGE": false }`). Every value is checked, each problem reported under its name;
 * a name that is not a setting is refused.
 */
export const settingsChangeRequestSchema = z
  .strictObject(changeShape, { error: (issue) => (issue.code === 'unrecognized_keys' ? SETTING_MESSAGES.unknown(issue.keys) : undefined) })
  .refine((changes) => Object.keys(changes).length > 0, { message: SETTING_MESSAGES.nothingToChange });
export type SettingsChangeRequest = z.input<typeof settingsChangeRequestSchema>;

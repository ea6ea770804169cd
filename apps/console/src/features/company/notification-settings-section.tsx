import { useState, type FormEvent } from 'react';
import {
  MAIL_ALWAYS_SENT,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  REMINDER_MINUTES_MAX,
  REMINDER_MINUTES_MIN,
  REMINDERS_MAX,
  SMS_SENDER_MAX,
  notificationSettingsSchema,
  type MessageChannel,
  type MessageKind,
  type NotificationSettings,
} from '@kerbside/contract';
import { TextField } from '@kerbside/ui/form-field';
import { AlertRegion } from '../../components/alert-region';
import { LoadProblem } from '../../components/load-problem';
import { errorMessage, fieldProblemsOf } from '../../lib/api-client';
import { problemSummary } from '../../lib/problem-summary';
import { useNotificationSettings, useSaveNotificationSettings } from './notification-settings-api';
import { NotificationSettingsFacts } from './notification-settings-facts';

interface FormValues {
  channels: NotificationSettings['channels'];
  reminders: string;
  quiet: boolean;
  quietStart: string;
  quietEnd: string;
  sender: string;
}
type Field = 'channels' | 'reminder_minutes' | 'quiet_hours' | 'sms_sender';

const formOf = (settings: NotificationSettings): FormValues => ({
  channels: settings.channels,
  reminders: settings.reminder_minutes.join(', '),
  quiet: settings.quiet_hours !== null,
  quietStart: settings.quiet_hours?.start ?? '21:00',
  quietEnd: settings.quiet_hours?.end ?? '08:00',
  sender: settings.sms_sender,
});

/** The typed minutes as numbers ('60, 1440' → [60, 1440]); a word that is not a number stays, for the contract to refuse. */
const minutesOf = (typed: string): unknown[] =>
  typed
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((word) => (/^\d+$/.test(word) ? Number(word) : word));

const requestOf = (values: FormValues) => ({
  channels: values.channels,
  reminder_minutes: minutesOf(values.reminders),
  quiet_hours: values.quiet ? { start: values.quietStart, end: values.quietEnd } : null,
  sms_sender: values.sender,
});

/** The first problem of each field, from the contract's check or the server's answer ('quiet_hours.end' → 'quiet_hours'). */
function problemsByField(found: Record<string, string>): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(found)) {
    const field = path.split('.')[0] as Field;
    problems[field] ??= message;
  }
  return problems;
}

/**
 * Which messages passengers get, by mail and by text, when reminders go and the name texts are sent
 * under. Texts go only to passengers who asked for them when booking. Owners change it; dispatchers
 * read it as facts.
 */
export function NotificationSettingsSection({ companyId, canEdit, onSaved }: { companyId: number; canEdit: boolean; onSaved: (text: string) => void }) {
  const settings = useNotificationSettings(companyId);
  if (settings.isError && !settings.data) return <LoadProblem error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) {
    return (
      <p role="status" className="page__lead">
        Loading the notification settings…
      </p>
    );
  }
  if (!canEdit) return <NotificationSettingsFacts settings={settings.data.settings} />;
  return <NotificationSettingsForm key={companyId} companyId={companyId} settings={settings.data.settings} onSaved={onSaved} />;
}

function NotificationSettingsForm({ companyId, settings, onSaved }: { companyId: number; settings: NotificationSettings; onSaved: (text: string) => void }) {
  const [values, setValues] = useState<FormValues>(() => formOf(settings));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveNotificationSettings(companyId);

  function change(next: Partial<FormValues>, field: Field) {
    setValues((before) => ({ ...before, ...next }));
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  }

  function toggle(kind: MessageKind, channel: MessageChannel, on: boolean) {
    change({ channels: { ...values.channels, [kind]: { ...values.channels[kind], [channel]: on } } }, 'channels');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const request = requestOf(values);
    const checked = notificationSettingsSchema.safeParse(request);
    if (!checked.success) {
      setProblems(problemsByField(Object.fromEntries(checked.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]))));
      return;
    }
    setProblems({});
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        setValues(formOf(saved.settings));
        onSaved('Saved. Passengers get their messages as set out below.');
      },
      onError: (error) => setProblems(problemsByField(fieldProblemsOf(error))),
    });
  }

  const alert = problemSummary(Object.keys(problems).length) ?? (save.error ? errorMessage(save.error) : null);

  return (
    <form className="card company-form company-notifications" onSubmit={submit} noValidate aria-labelledby="company-notifications-title">
      <h2 id="company-notifications-title" className="company-section__title">
        Messages to passengers
      </h2>
      <p className="company-form__lead">
        Texts go only to passengers who asked for them when booking. Messages about the ride under way (driver assigned, on the way, arrived) and cancellations still reach a number that replied STOP.
      </p>
      <AlertRegion id="company-notifications-problem">{alert}</AlertRegion>
      <fieldset className="company-notifications__kinds" aria-describedby={problems.channels ? 'company-notifications-channels-error' : undefined}>
        <legend className="company-notifications__legend">Which messages, by mail and by text</legend>
        <table className="company-notifications__table">
          <thead>
            <tr>
              <th scope="col">Message</th>
              <th scope="col">Mail</th>
              <th scope="col">Text</th>
            </tr>
          </thead>
          <tbody>
            {MESSAGE_KINDS.map((kind) => {
              const always = MAIL_ALWAYS_SENT.includes(kind);
              return (
                <tr key={kind}>
                  <th scope="row">{MESSAGE_KIND_LABELS[kind]}</th>
                  <td>
                    {/* The label fills the cell: a 44 px target around the small box. */}
                    <label className="company-notifications__cell">
                      <input
                        type="checkbox"
                        id={`notify-${kind}-mail`}
                        aria-label={`${MESSAGE_KIND_LABELS[kind]} by mail${always ? ' (always sent)' : ''}`}
                        checked={always || values.channels[kind].mail}
                        disabled={always}
                        onChange={(e) => toggle(kind, 'mail', e.target.checked)}
                      />
                    </label>
                  </td>
                  <td>
                    <label className="company-notifications__cell">
                      <input type="checkbox" id={`notify-${kind}-sms`} aria-label={`${MESSAGE_KIND_LABELS[kind]} by text`} checked={values.channels[kind].sms} onChange={(e) => toggle(kind, 'sms', e.target.checked)} />
                    </label>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="company-form__lead">The mails of a booking’s confirmation, its driver, the driver’s arrival, a change, a cancellation and a payment link are always sent: they carry the booking’s details.</p>
        {problems.channels && (
          <p id="company-notifications-channels-error" className="field__error">
            {problems.channels}
          </p>
        )}
      </fieldset>
      <fieldset className="company-notifications__group">
        <legend className="company-notifications__legend">Reminders before the pick-up</legend>
        <TextField
          id="notify-reminder-minutes"
          label="Minutes before the pick-up"
          hint={`Up to ${REMINDERS_MAX} reminders, separated by commas, each ${REMINDER_MINUTES_MIN} to ${REMINDER_MINUTES_MAX} minutes (48 hours), e.g. 1440, 60. Leave empty for no reminders.`}
          value={values.reminders}
          onChange={(reminders) => change({ reminders }, 'reminder_minutes')}
          error={problems.reminder_minutes}
          input={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 40 }}
        />
        <label className="company-notifications__check">
          <input type="checkbox" id="notify-quiet" checked={values.quiet} onChange={(e) => change({ quiet: e.target.checked }, 'quiet_hours')} /> Hold reminders during quiet hours (London time)
        </label>
        {values.quiet && (
          <div className="company-form__pair">
            <TextField id="notify-quiet-start" label="Quiet from" value={values.quietStart} onChange={(quietStart) => change({ quietStart }, 'quiet_hours')} error={problems.quiet_hours} input={{ type: 'time', step: 60 }} />
            <TextField id="notify-quiet-end" label="Quiet until" value={values.quietEnd} onChange={(quietEnd) => change({ quietEnd }, 'quiet_hours')} input={{ type: 'time', step: 60 }} />
          </div>
        )}
        <p className="company-form__lead">
          A reminder that falls in the quiet hours is sent when they end if that is still before the pick-up; otherwise just before they begin. Texts about the ride under way go at any hour.
        </p>
      </fieldset>
      <fieldset className="company-notifications__group">
        <legend className="company-notifications__legend">Texts</legend>
        <TextField
          id="notify-sms-sender"
          label="Sender name (optional)"
          hint={`Shown instead of a number where the network allows: up to ${SMS_SENDER_MAX} letters, digits or spaces, with a letter, e.g. Riverside. Passengers cannot reply to a name.`}
          value={values.sender}
          onChange={(sender) => change({ sender }, 'sms_sender')}
          error={problems.sms_sender}
          input={{ autoComplete: 'off', spellCheck: false, maxLength: SMS_SENDER_MAX }}
        />
      </fieldset>
      <div className="company-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Save message settings'}
        </button>
      </div>
    </form>
  );
}

import { MESSAGE_KIND_LABELS, MESSAGE_KINDS, NOTIFICATION_MESSAGES, type NotificationSettings } from '@kerbside/contract';
import { Fact, Facts, NotGiven } from '../../components/facts';

const CHANNEL_WORDS = { 'true,true': 'Mail and text', 'true,false': 'Mail only', 'false,true': 'Text only', 'false,false': 'Not sent' } as const;

function reminderWords(minutes: readonly number[]): string {
  if (minutes.length === 0) return 'None';
  return minutes.map((m) => (m % 60 === 0 ? `${m / 60} ${m === 60 ? 'hour' : 'hours'}` : `${m} minutes`)).join(', ') + ' before the pick-up';
}

/** The settings as plain text, for staff who may read them but not change them. */
export function NotificationSettingsFacts({ settings }: { settings: NotificationSettings }) {
  return (
    <section className="card company-facts company-notifications" aria-labelledby="company-notifications-title">
      <h2 id="company-notifications-title" className="company-section__title">
        Messages to passengers
      </h2>
      <p className="company-form__lead">Texts go only to passengers who asked for them when booking.</p>
      <Facts>
        {MESSAGE_KINDS.map((kind) => (
          <Fact key={kind} label={MESSAGE_KIND_LABELS[kind]}>
            {CHANNEL_WORDS[`${settings.channels[kind].mail},${settings.channels[kind].sms}`]}
          </Fact>
        ))}
        <Fact label="Reminders">{reminderWords(settings.reminder_minutes)}</Fact>
        <Fact label="Quiet hours for reminders">{settings.quiet_hours ? `${settings.quiet_hours.start} to ${settings.quiet_hours.end} (London time)` : 'None'}</Fact>
        <Fact label="Texts’ sender name">{settings.sms_sender === '' ? <NotGiven /> : settings.sms_sender}</Fact>
      </Facts>
      <p className="company-form__lead">{NOTIFICATION_MESSAGES.ownersOnly}</p>
    </section>
  );
}

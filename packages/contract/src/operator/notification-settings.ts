/**
 * A company's notification settings (issue 26): which messages passengers get by which channel,
 * when reminders go, the quiet hours reminders respect, and the name texts are sent under. Stored as
 * JSON in `companies.notification_settings` (null: NOTIFICATION_DEFAULTS).
 *
 * Quiet hours (London time) hold reminders only: a reminder falling inside waits until the quiet
 * hours end if that is still before the pick-up; otherwise it is brought forward to the minute
 * before they began. A reminder whose time had already passed when the booking was made is not sent
 * (the passenger has just had the confirmation). Texts about the ride under way go at once, day or night.
 */
import { z } from 'zod';
import { MESSAGE_KINDS, type MessageChannel, type MessageKind } from '../text-messages.js';
import { text } from '../text.js';

export const REMINDER_MINUTES_MIN = 15;
export const REMINDER_MINUTES_MAX = 48 * 60;
export const REMINDERS_MAX = 3;
export const SMS_SENDER_MAX = 11;

/** The mails the booking's own flow sends whatever the settings say: they carry its details, terms and links. */
export const MAIL_ALWAYS_SENT: readonly MessageKind[] = ['booking_confirmed', 'driver_assigned', 'driver_arrived', 'booking_changed', 'booking_cancelled', 'pay_link'];

/** How each kind is named in the console. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  booking_confirmed: 'Booking confirmed',
  reminder: 'Reminder before the pick-up',
  driver_assigned: 'Driver assigned',
  driver_on_the_way: 'Driver on the way (with the tracking link)',
  driver_arrived: 'Driver arrived',
  journey_completed: 'Journey completed (with the receipt)',
  booking_changed: 'Booking changed',
  booking_cancelled: 'Booking cancelled',
  pay_link: 'Payment link',
};

export const NOTIFICATION_MESSAGES = {
  channels: 'Choose mail and text for every kind of message',
  mailAlwaysSent: 'This mail is always sent: it carries the booking’s details',
  reminderMinutes: `Enter whole minutes from ${REMINDER_MINUTES_MIN} to ${REMINDER_MINUTES_MAX} (48 hours)`,
  remindersMax: `Choose at most ${REMINDERS_MAX} reminders`,
  remindersDistinct: 'Choose different times for each reminder',
  clockTime: 'Enter a time as HH:MM, e.g. 21:00',
  quietSame: 'The quiet hours must start and end at different times',
  ownersOnly: 'Only an owner can change which messages passengers get.',
  smsSender: `Enter up to ${SMS_SENDER_MAX} letters, digits or spaces, with at least one letter, or leave it empty`,
} as const;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Alphanumeric sender IDs: letters, digits and spaces, at least one letter (an all-digit sender would look like a number). */
const SENDER = /^(?=.*[A-Za-z])[A-Za-z0-9 ]+$/;

const channelChoice = z.object(
  {
    mail: z.boolean({ error: NOTIFICATION_MESSAGES.channels }),
    sms: z.boolean({ error: NOTIFICATION_MESSAGES.channels }),
  },
  { error: NOTIFICATION_MESSAGES.channels },
);

const channelsSchema = z
  .object(Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, channelChoice])) as Record<MessageKind, typeof channelChoice>, {
    error: NOTIFICATION_MESSAGES.channels,
  })
  .superRefine((channels, ctx) => {
    for (const kind of MAIL_ALWAYS_SENT) {
      if (!channels[kind].mail) ctx.addIssue({ code: 'custom', path: [kind, 'mail'], message: NOTIFICATION_MESSAGES.mailAlwaysSent });
    }
  });

const clockTime = () => text(5).regex(CLOCK_TIME, NOTIFICATION_MESSAGES.clockTime);

export const notificationSettingsSchema = z.object({
  channels: channelsSchema,
  /** Minutes before the pick-up, one reminder each (none: no reminders). */
  reminder_minutes: z
    .array(
      z
        .number({ error: NOTIFICATION_MESSAGES.reminderMinutes })
        .int(NOTIFICATION_MESSAGES.reminderMinutes)
        .min(REMINDER_MINUTES_MIN, NOTIFICATION_MESSAGES.reminderMinutes)
        .max(REMINDER_MINUTES_MAX, NOTIFICATION_MESSAGES.reminderMinutes),
      { error: NOTIFICATION_MESSAGES.reminderMinutes },
    )
    .max(REMINDERS_MAX, NOTIFICATION_MESSAGES.remindersMax)
    .refine((minutes) => new Set(minutes).size === minutes.length, NOTIFICATION_MESSAGES.remindersDistinct)
    .transform((minutes) => minutes.toSorted((a, b) => b - a)),
  /** London 'HH:MM'; null: reminders go at any hour. The start may be later than the end (overnight). */
  quiet_hours: z
    .object({ start: clockTime(), end: clockTime() })
    .refine((quiet) => quiet.start !== quiet.end, { message: NOTIFICATION_MESSAGES.quietSame, path: ['end'] })
    .nullable(),
  /** Alphanumeric sender ID for texts; '' for the account's own number or messaging service. */
  sms_sender: text(SMS_SENDER_MAX, NOTIFICATION_MESSAGES.smsSender).refine((typed) => typed === '' || SENDER.test(typed), NOTIFICATION_MESSAGES.smsSender),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;
/** PUT: the whole settings. */
export const updateNotificationSettingsRequestSchema = notificationSettingsSchema;
export type UpdateNotificationSettingsRequest = z.input<typeof notificationSettingsSchema>;

const both = { mail: true, sms: true };
const textOnly = { mail: false, sms: true };

/**
 * What a company gets until it chooses: every kind by text (to passengers who asked for texts), mail
 * as it was before issue 26 (the new kinds' mail off: a mail is no use to someone at the kerb), one
 * reminder an hour before, and no text between 21:00 and 08:00.
 */
export const NOTIFICATION_DEFAULTS: NotificationSettings = {
  channels: {
    booking_confirmed: both,
    reminder: textOnly,
    driver_assigned: both,
    driver_on_the_way: textOnly,
    driver_arrived: both,
    journey_completed: textOnly,
    booking_changed: both,
    booking_cancelled: both,
    pay_link: both,
  },
  reminder_minutes: [60],
  quiet_hours: { start: '21:00', end: '08:00' },
  sms_sender: '',
};

export const notificationSettingsResponseSchema = z.object({
  settings: notificationSettingsSchema,
  /** True while the company has not chosen (the defaults apply). */
  defaults: z.boolean(),
});
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

export const sendsBy = (settings: NotificationSettings, kind: MessageKind, channel: MessageChannel) => settings.channels[kind][channel];

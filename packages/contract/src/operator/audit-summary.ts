/**
 * Audit entries in words: each action's label (for the filter and the list) and one summary line
 * made from what the entry recorded. Pure; an action not named here reads as its own words.
 */
import { AUDIT_SUBJECT_LABELS, type AuditSubjectType } from './audit.js';
import { earlyStepNote as early } from './early-step.js';
import { jobExtraText } from './job-extras.js';
import { settingDefinition, settingValueText } from './setting-definitions.js';

/** The actions the API records, in the order the filter offers them, with their labels. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'job.accepted': 'Job accepted',
  'job.driver_assigned': 'Driver assigned',
  'job.offered': 'Job offered to a driver',
  'job.offer_accepted': 'Offer accepted by the driver',
  'job.offer_declined': 'Offer declined by the driver',
  'job.offer_timed_out': 'Offer unanswered',
  'job.offer_withdrawn': 'Offer withdrawn',
  'job.on_the_way': 'Driver on the way',
  'job.arrived': 'Driver arrived',
  'job.on_board': 'Passenger on board',
  'job.completed': 'Job completed',
  'job.no_show': 'Passenger no-show',
  'job.cancelled': 'Job cancelled',
  'job.amended': 'Job changed by the passenger',
  'job.changed_by_staff': 'Job changed by staff',
  'job.extra_added': 'Added after the journey',
  'job.extra_removed': 'Removed from after the journey',
  'booking.refunded': 'Booking refunded',
  'booking.text_messages_on': 'Passenger turned texts on',
  'booking.text_messages_off': 'Passenger turned texts off',
  'driver.created': 'Driver added',
  'driver.updated': 'Driver changed',
  'driver.deactivated': 'Driver deactivated',
  'driver.reactivated': 'Driver reactivated',
  'driver.sign_in_link_sent': 'Driver sent a sign-in link',
  'driver.signed_in': 'Driver signed in on a phone',
  'driver.session_revoked': 'Driver’s phone signed out',
  'enquiry.replied': 'Enquiry replied to',
  'enquiry.status_changed': 'Enquiry status changed',
  'enquiry.assigned': 'Enquiry given to a company',
  'mail.retried': 'Mail retried',
  'sms.retried': 'Text message retried',
  'staff.invited': 'Staff invited',
  'staff.invite_resent': 'Invitation sent again',
  'staff.invite_accepted': 'Invitation accepted',
  'staff.role_changed': 'Staff role changed',
  'staff.deactivated': 'Staff deactivated',
  'staff.reactivated': 'Staff reactivated',
  'tariff.draft_saved': 'Price draft saved',
  'tariff.published': 'Prices published',
  'vehicle.created': 'Vehicle category added',
  'vehicle.updated': 'Vehicle category changed',
  'vehicle.picture_changed': 'Vehicle picture changed',
  'setting.changed': 'Setting changed',
  'saved_place.created': 'Saved place added',
  'saved_place.updated': 'Saved place changed',
  'saved_place.deleted': 'Saved place removed',
  'banned_address.created': 'Banned address added',
  'banned_address.updated': 'Banned address changed',
  'banned_address.deleted': 'Banned address removed',
  'company.updated': 'Company profile changed',
  'company.notifications_changed': 'Notification settings changed',
  'company.retention_applied': 'Passengers’ details removed under the retention policy',
  'erasure_request.recorded': 'Passenger’s erasure recorded',
  'erasure_request.applied': 'Passenger’s erasure applied',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'vehicle.picture_changed' → 'Vehicle picture changed' when known, else the action's words. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? capitalised(action.replace(/[._]/g, ' ').trim());
}

/** The known actions of one subject ('job' → 'job.accepted', …), for the action filter. */
export function auditActionsOf(subject: string): string[] {
  return Object.keys(AUDIT_ACTION_LABELS).filter((action) => action.startsWith(`${subject}.`));
}

export interface AuditFacts {
  action: string;
  subjectType: string;
  subjectId: number;
  detail: Record<string, unknown>;
  /** The subject's name when the API knows it (a staff member's, a driver's). */
  subjectName?: string | null;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null);
const pounds = (pence: unknown) => (typeof pence === 'number' ? `£${(pence / 100).toFixed(2)}` : null);
const words = (value: unknown) => str(value)?.replace(/_/g, ' ') ?? null;

/** Verbs that read as '<Verb> <subject>': 'Added driver Dan Driver', 'Removed saved place #4'. */
const VERBS: Record<string, string> = {
  created: 'Added',
  deleted: 'Removed',
  deactivated: 'Deactivated',
  reactivated: 'Reactivated',
  published: 'Published',
  retried: 'Retried',
  replied: 'Replied to',
};

function subjectText({ subjectType, subjectId, detail, subjectName }: AuditFacts): string {
  const label = AUDIT_SUBJECT_LABELS[subjectType as AuditSubjectType] ?? capitalised(words(subjectType) ?? 'record');
  const name = subjectName ?? str(detail.name) ?? str(detail.booking_number);
  return name ? `${label} ${name}` : `${label} #${subjectId}`;
}

function jobText(facts: AuditFacts): string {
  const { detail } = facts;
  const number = str(detail.booking_number) ?? `#${facts.subjectId}`;
  const job = `job ${number}${detail.leg === 'return' ? ' (return)' : ''}`;
  switch (facts.action) {
    case 'job.driver_assigned':
      return `${detail.accepted === true ? 'Accepted and assigned' : 'Assigned'} ${str(detail.driver_name) ?? 'a driver'} to ${job}`;
    case 'job.cancelled':
      return `Cancelled ${job}${str(detail.reason) ? `: ${str(detail.reason)}` : ''}`;
    case 'job.on_the_way':
      return `Driver on the way for ${job}${early(detail)}`;
    case 'job.arrived':
      return `Driver arrived for ${job}${early(detail)}`;
    case 'job.on_board':
      return `Passenger on board for ${job}${early(detail)}`;
    case 'job.no_show':
      return `Passenger did not show for ${job}`;
    case 'job.accepted':
      return `Accepted ${job}`;
    case 'job.amended':
      return `The passenger changed ${job}${Array.isArray(detail.changes) ? `: ${detail.changes.filter((c) => typeof c === 'string').join('; ')}` : ''}`;
    case 'job.changed_by_staff':
      return `Changed ${job}${Array.isArray(detail.changes) ? `: ${detail.changes.filter((c) => typeof c === 'string').join('; ')}` : ''}`;
    case 'job.completed':
      return `Completed ${job}${early(detail)}`;
    case 'job.extra_added':
    case 'job.extra_removed':
      return `${jobExtraText(detail)}, ${job}`;
    default:
      return `${auditActionLabel(facts.action)}: ${job}`;
  }
}

function changedFields(detail: Record<string, unknown>): string {
  return Object.keys(detail)
    .map((key) => key.replace(/_/g, ' '))
    .join(', ');
}

/** One line for the list: 'Meet and greet: £15.00 → £12.50', 'Assigned Sam Hill to job KB-7Q4M-2XHD'. */
export function auditSummary(facts: AuditFacts): string {
  const { action, detail } = facts;
  if (action === 'setting.changed') {
    const name = str(detail.name) ?? '';
    const def = settingDefinition(name);
    const to = str(detail.to) ?? '';
    const from = typeof detail.from === 'string' ? detail.from : null;
    if (!def) return `Setting ${name}: ${from ?? '(unset)'} → ${to}`;
    return `${def.label}: ${from === null ? 'unset' : settingValueText(def, from)} → ${settingValueText(def, to)}`;
  }
  if (action.startsWith('job.')) return jobText(facts);
  const subject = subjectText(facts);
  switch (action) {
    case 'booking.refunded':
      return `Refunded ${pounds(detail.amount_pence) ?? 'an amount'} of booking ${str(detail.booking_number) ?? `#${facts.subjectId}`}`;
    case 'staff.invited':
      return `Invited ${str(detail.email) ?? subject} as ${words(detail.role) ?? 'staff'}`;
    case 'staff.role_changed':
      return `${subject}: role ${words(detail.from) ?? '?'} → ${words(detail.to) ?? '?'}`;
    case 'enquiry.status_changed':
      return `${subject}: ${words(detail.from) ?? '?'} → ${words(detail.to) ?? '?'}`;
    case 'driver.updated':
    case 'vehicle.updated':
    case 'saved_place.updated':
    case 'banned_address.updated':
    case 'company.updated':
    case 'company.notifications_changed': {
      const fields = changedFields(detail);
      return fields ? `${subject}: changed ${fields}` : `${subject} changed`;
    }
    default: {
      const verb = VERBS[action.slice(action.indexOf('.') + 1)];
      return verb ? `${verb} ${subject.charAt(0).toLowerCase()}${subject.slice(1)}` : `${auditActionLabel(action)}: ${subject}`;
    }
  }
}

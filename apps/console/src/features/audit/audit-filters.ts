/** The audit log's filters as values, the choices they offer, and an entry's detail as lines (pure). */
import { AUDIT_ACTION_LABELS, AUDIT_SUBJECT_LABELS, AUDIT_SUBJECT_TYPES, auditActionLabel, auditActionsOf } from '@kerbside/contract';

export const AUDIT_FILTER_KEYS = ['q', 'subject', 'action', 'staff_id', 'from', 'to', 'company_id'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

export interface Option {
  value: string;
  label: string;
}

export const SUBJECT_OPTIONS: readonly Option[] = [
  { value: '', label: 'Anything' },
  ...AUDIT_SUBJECT_TYPES.map((type) => ({ value: type, label: AUDIT_SUBJECT_LABELS[type] })),
];

/** The actions to choose from: those of the chosen subject, or every one. */
export function actionOptions(subject: string): Option[] {
  const actions = subject ? auditActionsOf(subject) : Object.keys(AUDIT_ACTION_LABELS);
  return [{ value: '', label: 'Any action' }, ...actions.map((action) => ({ value: action, label: auditActionLabel(action) }))];
}

/** A new subject keeps the chosen action only when it is one of that subject's. */
export function subjectChange(subject: string, action: string): { subject: string; action: string } {
  return { subject, action: action && subject && !action.startsWith(`${subject}.`) ? '' : action };
}

export interface DetailLine {
  key: string;
  label: string;
  value: string;
}

const labelOf = (key: string) => {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object' && 'from' in value && 'to' in value) return `${valueText(value.from)} → ${valueText(value.to)}`;
  return JSON.stringify(value);
}

/** What an entry recorded, one line per field: 'Mobile: +447700900123 → +447700900456'. */
export function detailLines(detail: Record<string, unknown>): DetailLine[] {
  return Object.entries(detail).map(([key, value]) => ({ key, label: labelOf(key), value: valueText(value) }));
}

/** A step taken early for the pick-up time, and the times of a job's steps, as the job page shows them (pure). */
import { JOB_STEP_LABELS, JOB_STEP_TIMES, STEP_REASON_MAX, STEP_REASON_MIN, type JobStepTimes } from '@kerbside/contract';

/* eslint-disable-next-line no-control-regex -- matching control characters is the point */
const CONTROL = /[\u0000-\u001f\u007f]/;

/** What is wrong with a reason for an early step, as the server would say it; null when it will do. */
export function earlyReasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (text.length < STEP_REASON_MIN) return `Give a reason of at least ${STEP_REASON_MIN} characters`;
  if (text.length > STEP_REASON_MAX) return `Keep the reason to ${STEP_REASON_MAX} characters`;
  if (CONTROL.test(text)) return 'Write the reason on one line';
  return null;
}

const londonDate = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/London' });
const londonTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/London' });
const londonDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Europe/London' });

/** One step that happened: 'Arrived' at '10:42' (or '2 Dec, 18:03' on another day than the pick-up's). */
export interface StepLine {
  label: string;
  at: string;
  when: string;
}

/** The steps taken, in the order they were taken; the time alone on the pick-up's London date. */
export function stepLines(steps: JobStepTimes, pickUpDate: string): StepLine[] {
  return JOB_STEP_TIMES.flatMap((key) => {
    const at = steps[key];
    const date = at ? new Date(at) : null;
    if (!at || !date || Number.isNaN(date.getTime())) return [];
    const time = londonTime.format(date);
    return [{ label: JOB_STEP_LABELS[key], at, when: londonDate.format(date) === pickUpDate ? time : `${londonDay.format(date)}, ${time}` }];
  }).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** The lifecycle buttons of a job, from the actions the server says its status allows (pure). */
import { JOB_ACTIONS, type JobStatus } from '@kerbside/contract';

export type JobActionName = (typeof JOB_ACTIONS)[number];

export interface JobActionButton {
  action: JobActionName;
  label: string;
  /** 'now': one press does it; 'confirm': asks first; 'dialog': asks for more (a driver, a reason). */
  kind: 'now' | 'confirm' | 'dialog';
  tone: 'primary' | 'plain' | 'danger';
}

/**
 * The step that moves the job on, in the order it is wanted; at most one is the page's primary
 * button. A new job's is Assign driver (which accepts it too); Accept stays beside it for "seen,
 * no driver yet".
 */
const FORWARD: readonly JobActionName[] = ['assign', 'accept', 'on_the_way', 'arrived', 'on_board', 'complete'];

/**
 * Buttons in a fixed order (forward steps, then no-show, then cancel). The first forward step is
 * primary, except changing a driver already assigned, which is not the next step.
 */
export function jobActionButtons(allowed: readonly JobActionName[], status: JobStatus): JobActionButton[] {
  const can = new Set(allowed);
  const primary = FORWARD.find((action) => can.has(action) && !(action === 'assign' && status === 'driver_assigned'));
  const buttons: JobActionButton[] = [];
  const add = (action: JobActionName, label: string, kind: JobActionButton['kind'], tone: JobActionButton['tone'] = 'plain') => {
    if (can.has(action)) buttons.push({ action, label, kind, tone: action === primary ? 'primary' : tone });
  };
  add('accept', 'Accept', 'now');
  add('assign', status === 'driver_assigned' ? 'Change driver' : 'Assign driver', 'dialog');
  add('on_the_way', 'On the way', 'now');
  add('arrived', 'Arrived', 'now');
  add('on_board', 'Passenger on board', 'now');
  add('complete', 'Complete', 'now');
  add('no_show', 'No-show', 'confirm');
  add('cancel', 'Cancel job', 'dialog', 'danger');
  return buttons;
}

/** The button that confirms a step the server found early for the pick-up time. */
export const EARLY_CONFIRM_LABEL: Record<'on_the_way' | 'arrived' | 'on_board' | 'complete' | 'no_show', string> = {
  on_the_way: 'Mark on the way',
  no_show: 'Mark no-show',
  arrived: 'Mark arrived',
  on_board: 'Mark passenger on board',
  complete: 'Complete the job',
};

/** What the notice says after an action went through. */
export const ACTION_DONE: Record<JobActionName, string> = {
  accept: 'accepted',
  assign: 'given the driver',
  on_the_way: 'marked on the way',
  arrived: 'marked arrived',
  on_board: 'marked passenger on board',
  complete: 'completed',
  no_show: 'marked a no-show',
  cancel: 'cancelled',
};

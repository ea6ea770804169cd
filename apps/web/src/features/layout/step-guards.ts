/**
 * The booking stepper of spec §2: which step a path is, and where a click on a step may go given
 * what the visitor has stored so far.
 */
export const BOOKING_STEPS = [
  { label: 'Book a Trip', path: '/' },
  { label: 'Quotation', path: '/quotationview' },
  { label: 'Personal Detail', path: '/personalDetailView' },
  { label: 'Payment / Confirmation', path: '/paymentview' },
] as const;

const STEP_BY_PATH: Record<string, number> = {
  '/': 1,
  '/booktripview': 1,
  '/quotationview': 2,
  '/personalDetailView': 3,
  '/paymentview': 4,
  '/stripecheckout': 4,
};

/** 1–4 for the booking screens, 0 for any other path. */
export function stepFromPath(pathname: string): number {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return STEP_BY_PATH[path] ?? 0;
}

export interface StepProgress {
  hasPrices: boolean;
  hasVehicle: boolean;
  hasRegistration: boolean;
}

/** The furthest step the stored progress allows: each step needs everything before it. */
function furthestAllowed({ hasPrices, hasVehicle, hasRegistration }: StepProgress): number {
  if (!hasPrices) return 1;
  if (!hasVehicle) return 2;
  if (!hasRegistration) return 3;
  return 4;
}

/**
 * Where a click on `step` leads: the step itself when its needs are met, else the nearest earlier
 * step that is allowed (the spec's /home is our /).
 */
export function stepTarget(step: number, progress: StepProgress): string {
  const allowed = Math.max(1, Math.min(step, furthestAllowed(progress), BOOKING_STEPS.length));
  return BOOKING_STEPS[allowed - 1]?.path ?? '/';
}

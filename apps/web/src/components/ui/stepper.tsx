import { Link } from '../../app/links';
import './stepper.css';

export interface StepperStep {
  label: string;
}

interface StepperProps {
  steps: readonly StepperStep[];
  /** 1-based current step; 0 when the page is not one of the steps. */
  current: number;
  /** Accessible name of the step list, e.g. 'Booking steps'. */
  label: string;
  /** When given, steps are buttons; otherwise the stepper is a read-only progress strip. */
  onSelect?: (step: number) => void;
  compact?: boolean;
}

/** Numbered steps; earlier steps carry a tick, the current one aria-current="step". */
export function Stepper({ steps, current, label, onSelect, compact = false }: StepperProps) {
  return (
    <nav aria-label={label} className={compact ? 'stepper stepper--compact' : 'stepper'}>
      <ol className="stepper__list">
        {steps.map((step, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'todo';
          const content = (
            <>
              <span className="stepper__marker" aria-hidden="true">
                {state === 'done' ? <TickIcon /> : number}
              </span>
              <span className="stepper__label">
                {step.label}
                {state === 'done' && <span className="visually-hidden"> (completed)</span>}
                {state === 'current' && !onSelect && <span className="visually-hidden"> (current)</span>}
              </span>
            </>
          );
          return (
            <li key={step.label} className={`stepper__item stepper__item--${state}`}>
              {onSelect ? (
                <button
                  type="button"
                  className="stepper__target"
                  aria-current={state === 'current' ? 'step' : undefined}
                  onClick={() => onSelect(number)}
                >
                  {content}
                </button>
              ) : (
                // Read-only strips sit beside the booking stepper; one aria-current="step" per page.
                <span className="stepper__target">
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function TickIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" focusable="false">
      <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Spec §2: Next is not offered when it would lead to these paths. */
const NEXT_HIDDEN_FOR = new Set(['/', '/checkout', '/personalDetailView']);

interface StepNavProps {
  previousPath?: string;
  previousLabel?: string;
  nextPath?: string;
  nextLabel?: string;
  /** Runs instead of plain navigation, e.g. to validate first; the screen then navigates itself. */
  onNext?: () => void;
  nextBusy?: boolean;
}

/** Previous / Next buttons under a step's content. */
export function StepNav({
  previousPath = '/',
  previousLabel = 'Previous',
  nextPath,
  nextLabel = 'Next step',
  onNext,
  nextBusy = false,
}: StepNavProps) {
  const showNext = nextPath !== undefined && !NEXT_HIDDEN_FOR.has(nextPath);
  return (
    <div className="step-nav">
      <Link to={previousPath} className="button">
        {previousLabel}
      </Link>
      {showNext &&
        (onNext ? (
          <button type="button" className="button button--primary" onClick={onNext} disabled={nextBusy}>
            {nextLabel}
          </button>
        ) : (
          <Link to={nextPath} className="button button--primary">
            {nextLabel}
          </Link>
        ))}
    </div>
  );
}

import { useLocation, useNavigate } from '../../app/router';
import { Stepper } from '../../components/ui/stepper';
import { BOOKING_STEPS, stepFromPath, stepTarget } from './step-guards';
import { readStepProgress } from './read-step-progress';

/** The four-step booking stepper; clicking a step applies the guards of spec §2. */
export function BookingStepper() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="container">
      <Stepper
        steps={BOOKING_STEPS}
        current={stepFromPath(pathname)}
        label="Booking steps"
        onSelect={(step) => {
          const target = stepTarget(step, readStepProgress());
          if (target !== pathname) void navigate(target);
        }}
      />
    </div>
  );
}

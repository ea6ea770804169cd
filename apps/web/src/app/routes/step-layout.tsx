import { Outlet } from '../router';
import { BookingStepper } from '../../features/layout/booking-stepper';
import './step-layout.css';

/** Booking steps 2 to 4 share the stepper above their content. */
export function Component() {
  return (
    <>
      <div className="step-layout__stepper">
        <BookingStepper />
      </div>
      <Outlet />
    </>
  );
}

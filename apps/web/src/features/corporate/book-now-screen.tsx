import { useEffect } from 'react';
import { useNavigate } from '../../app/router';
import { writeStored } from '../../lib/storage';
import { registrationFromPassenger } from './book-now';
import { useCorporateSession } from './session-context';

/**
 * /book-now: a new booking as an existing client. Personal Detail opens on Existing Client with the
 * passenger's details; the booking itself starts on the home form.
 */
export function BookNowScreen() {
  const { passenger } = useCorporateSession();
  const navigate = useNavigate();

  useEffect(() => {
    writeStored('registrationMode', 'existing_client');
    writeStored('registrationData', registrationFromPassenger(passenger));
    void navigate('/', { replace: true });
  }, [passenger, navigate]);

  return (
    <div className="corporate-check" role="status">
      <title>Book Now | Corporate Account</title>
      <span className="corporate-check__spinner" aria-hidden="true" />
      Opening the booking form with your details…
    </div>
  );
}

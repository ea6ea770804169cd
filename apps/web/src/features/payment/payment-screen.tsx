import { useRef, useState } from 'react';
import { useNavigate } from '../../app/router';
import { MESSAGES } from '@kerbside/contract';
import { Link } from '../../app/links';
import { useSettings } from '../../app/settings-provider';
import { priceBreakdown } from '../../components/trip/price-breakdown';
import { PriceBreakdownTable } from '../../components/trip/price-breakdown-table';
import { readTrip } from '../../components/trip/stored-trip';
import { TripCard } from '../../components/trip/trip-card';
import { BusyButton } from '../../components/ui/busy-button';
import { CardBrandLogos } from '../../components/ui/card-brand-logos';
import { Dialog } from '../../components/ui/dialog';
import { VehicleSummary } from '../../components/ui/vehicle-summary';
import { errorMessage } from '../../lib/api-client';
import { readStored } from '../../lib/storage';
import { fetchCardKey, readBookingDraft, submitBooking } from './booking-api';
import { amountToPay, checkoutPath, isYes } from './checkout-link';
import { DetailsTable } from './details-table';
import './payment.css';

type Busy = 'car' | 'card' | null;

/** Step 4: check the details, then pay in the car or go to the card checkout (spec §2 Payment). */
export function PaymentScreen() {
  const settings = useSettings();
  const navigate = useNavigate();
  const [stored] = useState(() => ({
    vehicle: readStored('selectedVehicleData'),
    registration: readStored('registrationData'),
    mode: readStored('registrationMode'),
    trip: readTrip(),
  }));
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  // A second click before React re-renders the disabled button must not start a second request.
  const running = useRef(false);

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(kind);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
      running.current = false;
      setBusy(null);
    }
  };

  const payInCar = () =>
    run('car', async () => {
      const booking = await submitBooking('car');
      void navigate('/paymentSuccessView', { state: { booking } });
    });

  const payByCard = () =>
    run('card', async () => {
      // Never send the visitor to pay for a booking that could not then be saved.
      const draft = readBookingDraft();
      if (!draft.ok) throw new Error(draft.message);
      const key = await fetchCardKey();
      const total = stored.vehicle?.final_price ?? 0;
      void navigate(checkoutPath(key, amountToPay(total, isYes(settings.ROUND_OFF))));
    });

  const { vehicle, registration, mode, trip } = stored;
  const roundOff = isYes(settings.ROUND_OFF);
  return (
    <div className="page container payment-page">
      <title>Payment / Confirmation | Kerbside</title>
      <h1 className="page__title">Payment / Confirmation</h1>
      <div className="payment-page__layout">
        <aside className="payment-page__summary" aria-label="Your booking">
          {vehicle && <VehicleSummary vehicle={vehicle} />}
          <TripCard trip={trip} />
        </aside>
        <div className="payment-page__main">
          {vehicle && (
            <PriceBreakdownTable
              breakdown={priceBreakdown(vehicle, roundOff)}
              currency={settings.CURRENCY?.trim() || '£'}
              roundOff={roundOff}
            />
          )}
          <section className="card payment-section" aria-labelledby="payment-details-heading">
            <div className="payment-section__head">
              <h2 id="payment-details-heading" className="payment-section__title">
                Your details
              </h2>
              <Link to="/personalDetailView" className="payment-section__edit">
                Edit<span className="visually-hidden"> your details</span>
              </Link>
            </div>
            {registration ? (
              <DetailsTable data={registration} mode={mode} />
            ) : (
              <p>
                Your details are missing. <Link to="/personalDetailView">Enter your details</Link>.
              </p>
            )}
          </section>
          <section className="card payment-section" aria-labelledby="payment-method-heading">
            <h2 id="payment-method-heading" className="payment-section__title">
              How would you like to pay?
            </h2>
            <CardBrandLogos />
            <div className="payment-section__actions">
              <BusyButton
                className="button button--primary"
                busy={busy === 'car'}
                busyLabel="Please wait…"
                disabled={busy !== null}
                onClick={payInCar}
              >
                Pay in Car
              </BusyButton>
              {isYes(settings.SHOWCARD) && (
                <BusyButton
                  className="button"
                  busy={busy === 'card'}
                  busyLabel="Please wait…"
                  disabled={busy !== null}
                  onClick={payByCard}
                >
                  Pay By Card
                </BusyButton>
              )}
            </div>
            <p className="payment-section__note">
              Pay in Car: pay the driver at the end of your journey.
              {isYes(settings.SHOWCARD) && ' Pay By Card: pay now on the next screen.'}
            </p>
          </section>
        </div>
      </div>
      <div className="step-nav">
        <Link to="/personalDetailView" className="button">
          Back
        </Link>
      </div>
      <Dialog open={error !== null} title={MESSAGES.errorTitle} tone="error" onClose={() => setError(null)}>
        <p>{error}</p>
      </Dialog>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { JobDetail, JobListItem } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { SelectField } from '@kerbside/ui/form-field';
import { errorMessage } from '../../lib/api-client';
import { formatDay, formatShortDay } from '../../lib/format';
import { destinationText } from '../board/job-text';
import { useDrivers } from '../drivers/drivers-api';
import { LicenceBadge } from '../drivers/licence-badge';
import { driverChoices } from './driver-choices';
import { overlappingJobsOf, useAssignDriver } from './job-api';
import { useOfferJob } from './job-offer-api';

interface AssignDriverDialogProps {
  detail: JobDetail;
  onClose: () => void;
  onDone: (job: JobListItem) => void;
  /** 'offer': the same choice offers the job to the driver's phone instead (they accept or decline). */
  mode?: 'assign' | 'offer';
  onOffered?: (driverName: string) => void;
}

/**
 * Give the job one of the company's active drivers. A driver whose licence will not be valid on
 * the pick-up day is listed but cannot be chosen. A driver with another job at that time is refused
 * once (409, listing the jobs); "Assign anyway" sends the same choice again, confirmed.
 */
export function AssignDriverDialog({ detail, onClose, onDone, mode = 'assign', onOffered }: AssignDriverDialogProps) {
  const { job } = detail;
  const drivers = useDrivers({ active: 'true', company_id: job.company_id });
  const [driverId, setDriverId] = useState(job.driver ? String(job.driver.id) : '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const assigning = useAssignDriver();
  const offering = useOfferJob();
  const offer = mode === 'offer';
  const assign = offer ? offering : assigning;
  const overlapping = overlappingJobsOf(assign.error);
  const choices = driverChoices(drivers.data ?? [], job.pick_up_date);
  const chosen = drivers.data?.find((driver) => String(driver.id) === driverId);
  const changing = job.status === 'driver_assigned';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (assign.isPending) return;
    if (!chosen || choices.find((c) => c.id === chosen.id)?.unavailable) {
      setFieldError('Choose a driver who can take this job');
      document.getElementById('assign-driver')?.focus();
      return;
    }
    const input = { id: job.id, driverId: chosen.id, confirmOverlap: overlapping !== null };
    if (offer) offering.mutate(input, { onSuccess: () => onOffered?.(chosen.name) });
    else assigning.mutate(input, { onSuccess: (result) => onDone(result.job) });
  }

  const noDrivers = drivers.data !== undefined && drivers.data.length === 0;
  return (
    <Dialog
      title={offer ? 'Offer to a driver' : changing ? 'Change the driver' : 'Assign a driver'}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          {!noDrivers && (
            <button type="submit" className="button button--primary" aria-disabled={assign.isPending || undefined}>
              {offer
                ? assign.isPending
                  ? 'Offering…'
                  : overlapping
                    ? 'Offer anyway'
                    : 'Offer to driver'
                : assign.isPending
                  ? 'Assigning…'
                  : overlapping
                    ? 'Assign anyway'
                    : 'Assign driver'}
            </button>
          )}
        </>
      }
    >
      <p>
        {job.booking_number}
        {job.leg === 'return' ? ', return leg,' : ''} on {formatDay(job.pick_up_date)} at {job.pick_up_time}.
        {offer && ' The driver accepts or declines on their phone; the job is theirs once they accept.'}
      </p>
      <AlertRegion id="assign-problem">{assign.error ? errorMessage(assign.error) : drivers.isError ? errorMessage(drivers.error) : null}</AlertRegion>
      {overlapping && (
        <div className="overlap">
          <p className="overlap__lead">Their other jobs at that time:</p>
          <ul className="overlap__jobs">
            {overlapping.map((other) => (
              <li key={other.job_id}>
                <strong>{other.booking_number}</strong>, {formatShortDay(other.pick_up_date, job.pick_up_date)} at {other.pick_up_time}: {other.from_address} →{' '}
                {destinationText({ ride_type: other.to_address ? 'Q' : 'H', hourly_duration: null, to_address: other.to_address })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {noDrivers ? (
        <p>
          There are no active drivers. <Link to="/drivers">Add a driver</Link> first.
        </p>
      ) : (
        <SelectField
          id="assign-driver"
          label="Driver"
          value={driverId}
          onChange={(value) => {
            setDriverId(value);
            setFieldError(undefined);
            assigning.reset();
            offering.reset();
          }}
          placeholder={drivers.data ? 'Choose a driver…' : 'Loading drivers…'}
          options={choices.map((choice) => ({ value: String(choice.id), label: choice.label, disabled: choice.unavailable !== null }))}
          error={fieldError}
          hint={
            chosen ? (
              <span className="assign-licence">
                Licence <LicenceBadge status={chosen.licence_status} /> until {formatDay(chosen.licence_expiry)}
              </span>
            ) : (
              'Drivers whose licence will not be valid on the day are listed but cannot be chosen.'
            )
          }
        />
      )}
    </Dialog>
  );
}

import type { RegistrationData } from '../../lib/storage';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { TextField } from '../../components/ui/text-field';
import { PHONE_HINT } from './registration-fields';
import type { UpdateRegistration } from './use-registration';

const YES_NO = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
] as const;

interface PassengerFieldsProps {
  idPrefix: string;
  data: RegistrationData;
  update: UpdateRegistration;
  /** The passenger phone's message, shown under it. */
  phoneError?: string | null;
}

/** Additional information and, when someone else travels, that passenger's contact details. */
export function PassengerFields({ idPrefix, data, update, phoneError = null }: PassengerFieldsProps) {
  const infoId = `${idPrefix}-info`;
  const someoneElse = data.passengerDetails === 'yes';
  return (
    <>
      <div className="field">
        <label htmlFor={infoId} className="field__label">
          Additional information
        </label>
        <textarea
          id={infoId}
          className="textarea"
          rows={3}
          placeholder="e.g. Hotel Room"
          value={data.additionalInfo}
          onChange={(e) => update('additionalInfo', e.target.value)}
        />
      </div>
      <SegmentedControl
        name={`${idPrefix}-someone-else`}
        legend="Is the passenger someone else?"
        options={YES_NO}
        value={data.passengerDetails}
        onChange={(v) => update('passengerDetails', v)}
      />
      {someoneElse && (
        <fieldset className="details-form__passenger">
          <legend className="details-form__legend">Passenger</legend>
          <div className="details-form__grid">
            <TextField
              id={`${idPrefix}-passenger-name`}
              label="Passenger name"
              autoComplete="off"
              value={data.passengerName}
              onChange={(v) => update('passengerName', v)}
            />
            <TextField
              id={`${idPrefix}-passenger-email`}
              label="Passenger email"
              type="email"
              autoComplete="off"
              value={data.passengerEmail}
              onChange={(v) => update('passengerEmail', v)}
            />
            <TextField
              id={`${idPrefix}-passengerPhone`}
              label="Passenger phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              hint={PHONE_HINT}
              value={data.passengerPhone}
              onChange={(v) => update('passengerPhone', v)}
              error={phoneError}
            />
          </div>
        </fieldset>
      )}
    </>
  );
}

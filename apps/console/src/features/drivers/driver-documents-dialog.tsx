import { useState, type FormEvent } from 'react';
import type { Driver, DriverDocumentField } from '@kerbside/contract';
import { DateField } from '@kerbside/ui/date-field';
import { TextField } from '@kerbside/ui/form-field';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { errorMessage } from '../../lib/api-client';
import { problemSummary } from '../../lib/problem-summary';
import { documentChange, documentFormFrom, type DocumentFormErrors, type DocumentFormValues } from './driver-documents-form';
import { useSaveDriver } from './drivers-api';

const fieldId = (field: DriverDocumentField) => `driver-doc-${field.replaceAll('_', '-')}`;

/** Change a driver's and their vehicle's documents; an emptied field is no longer recorded. */
export function DriverDocumentsDialog({ driver, onClose, onSaved }: { driver: Driver; onClose: () => void; onSaved: (driver: Driver) => void }) {
  const before = documentFormFrom(driver);
  const [values, setValues] = useState<DocumentFormValues>(before);
  const [errors, setErrors] = useState<DocumentFormErrors>({});
  const save = useSaveDriver();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const change = documentChange(values, before);
    if (!change.ok) {
      setErrors(change.errors);
      const first = Object.keys(change.errors)[0] as DriverDocumentField | undefined;
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    if (!change.body) return onClose();
    save.mutate({ id: driver.id, body: change.body }, { onSuccess: onSaved });
  }

  const field = (name: DriverDocumentField) => ({
    id: fieldId(name),
    value: values[name],
    onChange: (value: string) => {
      setValues((old) => ({ ...old, [name]: value }));
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    },
    error: errors[name],
  });
  const date = { min: '2000-01-01', max: '2099-12-31' };

  return (
    <Dialog
      title={`${driver.name}’s documents`}
      onClose={onClose}
      onSubmit={submit}
      actions={<FormDialogActions onCancel={onClose} submitLabel="Save documents" pendingLabel="Saving…" pending={save.isPending} />}
    >
      <AlertRegion id="driver-documents-problem">{save.error ? errorMessage(save.error) : problemSummary(Object.keys(errors).length)}</AlertRegion>
      <TextField {...field('licence_authority')} label="PHV licence issued by" hint="e.g. Transport for London, or the council" input={{ autoComplete: 'off', maxLength: 80 }} />
      <div className="driver-form__pair">
        <TextField {...field('dvla_licence_number')} label="Driving licence number" hint="16 letters and digits, as on the card" input={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 30 }} />
        <DateField {...field('dvla_licence_expiry')} label="Driving licence expiry" hint="The last day it is valid" {...date} />
      </div>
      <DateField {...field('dbs_check_date')} label="Enhanced DBS check" hint="The day of the check; renewal is due three years on" {...date} />
      <div className="driver-form__pair">
        <TextField {...field('vehicle_plate_number')} label="Vehicle licence (plate) number" input={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 40 }} />
        <DateField {...field('vehicle_plate_expiry')} label="Vehicle licence expiry" hint="The last day it is valid" {...date} />
      </div>
      <div className="driver-form__pair">
        <DateField {...field('mot_expiry')} label="MOT expiry" hint="The last day it is valid" {...date} />
        <DateField {...field('insurance_expiry')} label="Hire and reward insurance expiry" hint="The last day it is valid" {...date} />
      </div>
    </Dialog>
  );
}

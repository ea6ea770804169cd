import { useState } from 'react';
import { DateField } from '@kerbside/ui/date-field';
import { SelectField } from '@kerbside/ui/form-field';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { recordsLinks } from './records-export-links';

interface RecordsExportDialogProps {
  /** London's date: the range starts a month before it. */
  today: string;
  /** Platform admins choose the company (its licence heads the records); null for an owner. */
  companies: ReadonlyArray<{ value: string; label: string }> | null;
  initialCompanyId: string;
  onClose: () => void;
}

const monthBefore = (date: string) => {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() - 1);
  return at.toISOString().slice(0, 10);
};

/** The booking records a licensing or police officer asks to see: a date range as CSV, or on a page to print. */
export function RecordsExportDialog({ today, companies, initialCompanyId, onClose }: RecordsExportDialogProps) {
  const [from, setFrom] = useState(monthBefore(today));
  const [to, setTo] = useState(today);
  const [companyId, setCompanyId] = useState(initialCompanyId);
  const links = recordsLinks(from, to, companyId, companies !== null);
  const disabled = (label: string) => (
    <button type="button" className="button" aria-disabled="true" aria-describedby="records-problem">
      {label}
    </button>
  );
  return (
    <Dialog
      title="Booking records for an inspection"
      size="confirm"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Done
          </button>
          {links.ok ? (
            <a className="button" href={links.print} target="_blank" rel="noopener">
              Open printable page<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            disabled('Open printable page')
          )}
          {links.ok ? (
            <a className="button button--primary" href={links.csv} download="">
              Download CSV
            </a>
          ) : (
            disabled('Download CSV')
          )}
        </>
      }
    >
      <p>
        Every journey picked up in these days, a row per leg, with the statutory record: passenger, pick-up, main destination, fare, driver and vehicle licences, who took
        and dispatched it, and any corrections. Your operator licence number and address head it. At most 13 months; each export is kept in the audit log.
      </p>
      {companies && <SelectField id="records-company" label="Company" value={companyId} onChange={setCompanyId} options={companies} placeholder="Choose…" />}
      <div className="export-dates">
        <DateField id="records-from" label="First day" value={from} onChange={setFrom} />
        <DateField id="records-to" label="Last day" value={to} onChange={setTo} min={from || undefined} />
      </div>
      <AlertRegion id="records-problem">{links.ok ? null : links.message}</AlertRegion>
    </Dialog>
  );
}

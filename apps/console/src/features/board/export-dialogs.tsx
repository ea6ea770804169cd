import { useState } from 'react';
import { EXPORT_MAX_DAYS } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { DateField } from '@kerbside/ui/date-field';
import { csvExportLink, runSheetLink, type ExportLink } from './export-links';

interface ExportDialogProps {
  /** London's date: what the fields start with. */
  today: string;
  /** Platform admins narrowed to one company: the export is of that company. */
  companyId: string;
  onClose: () => void;
}

/** The dialog's main action: a link (the browser downloads or opens it), or why there is none yet. */
function LinkAction({ link, label, newTab }: { link: ExportLink; label: string; newTab?: boolean }) {
  if (!link.ok) {
    return (
      <button type="button" className="button button--primary" aria-disabled="true" aria-describedby="export-problem">
        {label}
      </button>
    );
  }
  return (
    <a className="button button--primary" href={link.href} {...(newTab ? { target: '_blank', rel: 'noopener' } : { download: '' })}>
      {label}
      {newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}

/** The bookings of a date range as a CSV file (opens in Excel). */
export function CsvExportDialog({ today, companyId, onClose, initialFrom, initialTo }: ExportDialogProps & { initialFrom: string; initialTo: string }) {
  const [from, setFrom] = useState(initialFrom || today);
  const [to, setTo] = useState(initialTo || initialFrom || today);
  const link = csvExportLink(from, to, companyId);
  return (
    <Dialog
      title="Export bookings as CSV"
      size="confirm"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Done
          </button>
          <LinkAction link={link} label="Download CSV" />
        </>
      }
    >
      <p>Every job picked up in these days, a row each, in a file that opens in Excel. At most {EXPORT_MAX_DAYS} days.</p>
      <div className="export-dates">
        <DateField id="export-from" label="First day" value={from} onChange={setFrom} />
        <DateField id="export-to" label="Last day" value={to} onChange={setTo} min={from || undefined} />
      </div>
      <AlertRegion id="export-problem">{link.ok ? null : link.message}</AlertRegion>
    </Dialog>
  );
}

/** A day's jobs on a printable page, in a new tab. */
export function RunSheetDialog({ today, companyId, onClose }: ExportDialogProps) {
  const [date, setDate] = useState(today);
  const link = runSheetLink(date, companyId);
  return (
    <Dialog
      title="Print a run sheet"
      size="confirm"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Done
          </button>
          <LinkAction link={link} label="Open run sheet" newTab />
        </>
      }
    >
      <p>The day’s jobs in pick-up order, without the cancelled ones, on a page to print.</p>
      <DateField id="run-sheet-date" label="Day" value={date} onChange={setDate} />
      <AlertRegion id="export-problem">{link.ok ? null : link.message}</AlertRegion>
    </Dialog>
  );
}

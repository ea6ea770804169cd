import { useState } from 'react';
import { CASE_EXPORT_MAX_DAYS, CASE_MESSAGES, requestOf, type OperationDeclaration } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { DateField } from '@kerbside/ui/date-field';
import './cases.css';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Why the dates cannot be exported yet, or null (the server checks the same). */
export function exportDatesProblem(from: string, to: string): string | null {
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to)) return 'Choose the first and the last day.';
  if (from > to) return CASE_MESSAGES.dateOrder;
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return days > CASE_EXPORT_MAX_DAYS ? CASE_MESSAGES.exportRange(CASE_EXPORT_MAX_DAYS) : null;
}

interface CaseExportDialogProps {
  /** 'complaints', 'lost property': what the dialog says it exports. */
  what: string;
  csv: OperationDeclaration;
  print: OperationDeclaration;
  from: string;
  to: string;
  companyId: string;
  onClose: () => void;
}

/** A register's records of a date range for an inspection: a CSV file, or a page to print in a new tab. */
export function CaseExportDialog({ what, csv, print, companyId, onClose, ...dates }: CaseExportDialogProps) {
  const [from, setFrom] = useState(dates.from);
  const [to, setTo] = useState(dates.to);
  const problem = exportDatesProblem(from, to);
  const query = { from, to, company_id: companyId };
  const href = (operation: OperationDeclaration) => requestOf(operation, { query }).url;
  return (
    <Dialog
      title={`Export ${what}`}
      size="confirm"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Done
          </button>
          {problem ? (
            <button type="button" className="button button--primary" aria-disabled="true" aria-describedby="case-export-problem">
              Download CSV
            </button>
          ) : (
            <>
              <a className="button" href={href(print)} target="_blank" rel="noopener">
                Open printable page<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              <a className="button button--primary" href={href(csv)} download="">
                Download CSV
              </a>
            </>
          )}
        </>
      }
    >
      <p>
        Every record of these days, a row each, for a licensing officer: a file that opens in Excel, or a page to print. At most {CASE_EXPORT_MAX_DAYS} days. Each export is
        recorded in the audit log.
      </p>
      <div className="case-export-dates">
        <DateField id="case-export-from" label="First day" value={from} onChange={setFrom} />
        <DateField id="case-export-to" label="Last day" value={to} onChange={setTo} min={from || undefined} />
      </div>
      <AlertRegion id="case-export-problem">{problem}</AlertRegion>
    </Dialog>
  );
}

import { useState } from 'react';
import { CASES_OPERATIONS, COMPLAINT_CATEGORY_LABELS, COMPLAINT_CHANNEL_LABELS, type Complaint, type StaffMe } from '@kerbside/contract';
import { NoticeRegion, type NoticeMessage } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { RecordItem, RecordList } from '../../components/record-list';
import { formatDay } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';
import { CaseExportDialog } from './case-export-dialog';
import { CASE_FILTER_KEYS, CaseFilters } from './case-filters';
import { CaseListState, CaseStatusBadge, londonNow, mayExport, useCompanyChoicesFor } from './case-page-parts';
import { useComplaints } from './cases-api';
import { ComplaintDialog } from './complaint-dialog';
import './cases.css';

/** The complaints record a licensing officer may inspect: record one as it comes in, follow it to its outcome, export a date range. */
export function ComplaintsPage({ staff }: { staff: StaffMe }) {
  const list = useListParams(CASE_FILTER_KEYS);
  const complaints = useComplaints(list.apiQuery);
  const companies = useCompanyChoicesFor(staff);
  const [editing, setEditing] = useState<Complaint | 'new' | null>(null);
  const [exporting, setExporting] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const now = londonNow();

  const addButton = (
    <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
      Record a complaint
    </button>
  );
  const actions = (
    <>
      {mayExport(staff) && (
        <button type="button" className="button" onClick={() => setExporting(true)}>
          Export
        </button>
      )}
      {addButton}
    </>
  );

  return (
    <div className="page container">
      <PageHeader title="Complaints" lead="Every complaint, how it was dealt with and its outcome: the record a licensing officer may ask to see." actions={actions} />
      <CaseFilters label="Complaints" values={list.values} update={list.update} companies={companies} />
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
      <CaseListState
        query={complaints}
        noun={{ one: 'complaint', many: 'complaints' }}
        filtered={Object.values(list.values).some(Boolean)}
        onClear={() => list.update({ status: '', from: '', to: '', company_id: '' })}
        emptyHint={<p>Record each complaint as it comes in, by phone, email, in person or through the licensing authority.</p>}
        page={list.page}
        pageHref={list.pageHref}
      >
        {(items) => (
          <RecordList label="Complaints">
            {items.map((complaint) => (
              <RecordItem
                key={complaint.id}
                title={`${complaint.complainant_name || 'Name removed'}: ${COMPLAINT_CATEGORY_LABELS[complaint.category]}`}
                badges={<CaseStatusBadge status={complaint.status} />}
                meta={
                  <>
                    <span>
                      Received {formatDay(complaint.received_date)} at {complaint.received_time}, {COMPLAINT_CHANNEL_LABELS[complaint.received_via].toLowerCase()}
                    </span>
                    {companies && <span>{complaint.company.name}</span>}
                  </>
                }
                facts={[
                  { label: 'Booking', value: complaint.booking?.booking_number ?? 'None' },
                  { label: 'Driver', value: complaint.driver ? `${complaint.driver.name} (${complaint.driver.vehicle_registration})` : 'None' },
                  { label: 'Complaint', value: <span className="case-text">{complaint.details || 'Removed under the retention rule'}</span> },
                  { label: 'Outcome', value: complaint.status === 'resolved' ? `${complaint.outcome || 'Resolved'} (${formatDay(complaint.resolved_date ?? complaint.received_date)})` : complaint.outcome || 'Not yet' },
                ]}
                actions={
                  complaint.anonymised_at === null && (
                    <button type="button" className="button" onClick={() => setEditing(complaint)}>
                      Edit<span className="visually-hidden"> the complaint of {complaint.complainant_name}</span>
                    </button>
                  )
                }
              />
            ))}
          </RecordList>
        )}
      </CaseListState>

      {editing !== null && (
        <ComplaintDialog
          complaint={editing === 'new' ? null : editing}
          now={now}
          companies={companies}
          onClose={() => setEditing(null)}
          onSaved={(saved, added) => {
            setEditing(null);
            setNotice({ tone: 'success', text: added ? `The complaint of ${saved.complainant_name} is recorded.` : `The complaint of ${saved.complainant_name} is saved.` });
          }}
        />
      )}
      {exporting && (
        <CaseExportDialog
          what="complaints"
          csv={CASES_OPERATIONS.operatorComplaintsExport}
          print={CASES_OPERATIONS.operatorComplaintsPrint}
          from={list.values.from || `${now.date.slice(0, 4)}-01-01`}
          to={list.values.to || now.date}
          companyId={list.values.company_id}
          onClose={() => setExporting(false)}
        />
      )}
    </div>
  );
}

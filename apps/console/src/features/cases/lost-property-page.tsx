import { useState } from 'react';
import { CASES_OPERATIONS, LOST_PROPERTY_DISPOSAL_LABELS, LOST_PROPERTY_KIND_LABELS, LOST_PROPERTY_KINDS, type LostPropertyItem, type LostPropertyKind, type StaffMe } from '@kerbside/contract';
import { SelectField } from '@kerbside/ui/form-field';
import { NoticeRegion, type NoticeMessage } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { RecordItem, RecordList } from '../../components/record-list';
import { formatDay } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';
import { CaseExportDialog } from './case-export-dialog';
import { CASE_FILTER_KEYS, CaseFilters } from './case-filters';
import { CaseListState, CaseStatusBadge, londonNow, mayExport, useCompanyChoicesFor } from './case-page-parts';
import { useLostProperty } from './cases-api';
import { LostPropertyDialog } from './lost-property-dialog';
import './cases.css';

const KEYS = ['kind', ...CASE_FILTER_KEYS] as const;
const KIND_OPTIONS = LOST_PROPERTY_KINDS.map((kind) => ({ value: kind, label: LOST_PROPERTY_KIND_LABELS[kind] }));

function whatBecame(item: LostPropertyItem): string {
  if (item.disposal === null) return item.outcome || 'Not yet found';
  const disposal = LOST_PROPERTY_DISPOSAL_LABELS[item.disposal];
  return item.disposal_date ? `${disposal}, ${formatDay(item.disposal_date)}` : disposal;
}

/** Items found in the vehicles and items passengers report lost, as SI 2000/3146 reg 15 asks them kept. */
export function LostPropertyPage({ staff }: { staff: StaffMe }) {
  const list = useListParams(KEYS);
  const items = useLostProperty(list.apiQuery);
  const companies = useCompanyChoicesFor(staff);
  const [editing, setEditing] = useState<LostPropertyItem | LostPropertyKind | null>(null);
  const [exporting, setExporting] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const today = londonNow().date;

  const actions = (
    <>
      {mayExport(staff) && (
        <button type="button" className="button" onClick={() => setExporting(true)}>
          Export
        </button>
      )}
      <button type="button" className="button" onClick={() => setEditing('lost')}>
        Item reported lost
      </button>
      <button type="button" className="button button--primary" onClick={() => setEditing('found')}>
        Item found
      </button>
    </>
  );

  return (
    <div className="page container">
      <PageHeader title="Lost property" lead="Items found in the vehicles and items reported lost: what was done to return or find each, and what became of it." actions={actions} />
      <CaseFilters label="Lost property" values={list.values} update={list.update} companies={companies}>
        <SelectField id="case-kind" label="Show" value={list.values.kind} onChange={(kind) => list.update({ kind })} placeholder="Found and lost" options={KIND_OPTIONS} />
      </CaseFilters>
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
      <CaseListState
        query={items}
        noun={{ one: 'item', many: 'items' }}
        filtered={Object.values(list.values).some(Boolean)}
        onClear={() => list.update({ kind: '', status: '', from: '', to: '', company_id: '' })}
        emptyHint={<p>Record each item a driver finds, and each item a passenger reports lost.</p>}
        page={list.page}
        pageHref={list.pageHref}
      >
        {(rows) => (
          <RecordList label="Lost property">
            {rows.map((item) => (
              <RecordItem
                key={item.id}
                title={item.description || 'Description removed'}
                badges={<CaseStatusBadge status={item.status} />}
                meta={
                  <>
                    <span>
                      {item.kind === 'found' ? `Found ${formatDay(item.reported_date)}` : `Reported lost ${formatDay(item.reported_date)}, lost ${formatDay(item.lost_date ?? item.reported_date)}`}
                    </span>
                    {companies && <span>{item.company.name}</span>}
                  </>
                }
                facts={[
                  { label: 'Where', value: item.place },
                  { label: 'Booking', value: item.booking?.booking_number ?? 'None' },
                  { label: 'Driver', value: item.driver ? `${item.driver.name} (${item.driver.vehicle_registration})` : 'None' },
                  { label: item.kind === 'found' ? 'What became of it' : 'Outcome', value: whatBecame(item) },
                ]}
                actions={
                  item.anonymised_at === null && (
                    <button type="button" className="button" onClick={() => setEditing(item)}>
                      Edit<span className="visually-hidden"> {item.description}</span>
                    </button>
                  )
                }
              />
            ))}
          </RecordList>
        )}
      </CaseListState>

      {editing !== null && (
        <LostPropertyDialog
          item={typeof editing === 'string' ? null : editing}
          kind={typeof editing === 'string' ? editing : editing.kind}
          today={today}
          companies={companies}
          onClose={() => setEditing(null)}
          onSaved={(saved, added) => {
            setEditing(null);
            setNotice({ tone: 'success', text: `${added ? 'Recorded' : 'Saved'}: ${saved.description}.` });
          }}
        />
      )}
      {exporting && (
        <CaseExportDialog
          what="lost property"
          csv={CASES_OPERATIONS.operatorLostPropertyExport}
          print={CASES_OPERATIONS.operatorLostPropertyPrint}
          from={list.values.from || `${today.slice(0, 4)}-01-01`}
          to={list.values.to || today}
          companyId={list.values.company_id}
          onClose={() => setExporting(false)}
        />
      )}
    </div>
  );
}

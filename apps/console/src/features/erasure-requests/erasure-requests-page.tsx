import { useState } from 'react';
import { Badge } from '../../components/badge';
import { EmptyState } from '../../components/empty-state';
import { LoadProblem } from '../../components/load-problem';
import { NoticeRegion, type NoticeMessage } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { RecordItem, RecordList } from '../../components/record-list';
import { formatLondonDateTime } from '../../lib/format';
import { ErasureDialog } from './erasure-dialog';
import { useErasureRequests } from './erasure-requests-api';
import { erasedWords, keptWords, recordedNotice } from './erasure-words';

/** Passengers' erasure requests (platform admin): what was erased, and what is kept until its retention period ends. */
export function ErasureRequestsPage() {
  const list = useErasureRequests();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  const addButton = (
    <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
      Erase a passenger
    </button>
  );

  let body;
  if (list.isError && !list.data) body = <LoadProblem error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <p role="status" className="page__lead">Loading erasure requests…</p>;
  else if (list.data.length === 0)
    body = (
      <EmptyState title="No erasure requests">
        <p>When a passenger asks for their personal details to be erased, record it here.</p>
      </EmptyState>
    );
  else
    body = (
      <RecordList label="Erasure requests">
        {list.data.map((request) => (
          <RecordItem
            key={request.id}
            title={request.email}
            badges={request.status === 'done' ? <Badge tone="success">Done</Badge> : <Badge tone="warning">Waiting</Badge>}
            meta={`Asked ${formatLondonDateTime(request.requested_at)}${request.requested_by ? ` · recorded by ${request.requested_by}` : ''}`}
            facts={[
              { label: 'Erased', value: erasedWords(request) },
              { label: 'Kept', value: keptWords(request) },
              ...(request.done_at ? [{ label: 'Finished', value: formatLondonDateTime(request.done_at) }] : []),
              ...(request.note ? [{ label: 'How they asked', value: request.note }] : []),
            ]}
          />
        ))}
      </RecordList>
    );

  return (
    <div className="page container">
      <PageHeader
        title="Erasure requests"
        lead="A passenger’s personal details, erased on their request. Booking records are kept for each company’s retention period first, as licensing law asks."
        actions={addButton}
      />
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
      {body}
      {open && (
        <ErasureDialog
          onClose={() => setOpen(false)}
          onRecorded={(request) => {
            setOpen(false);
            setNotice({ tone: 'success', text: recordedNotice(request) });
          }}
        />
      )}
    </div>
  );
}

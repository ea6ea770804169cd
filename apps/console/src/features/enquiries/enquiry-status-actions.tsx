import { useState } from 'react';
import type { EnquiryDetail, EnquiryParams, EnquiryStatus } from '@kerbside/contract';
import { errorMessage } from '../../lib/api-client';
import { useSetEnquiryStatus } from './enquiries-api';

/** Mark closed, or Reopen a closed one (back to Replied if it was answered, else New). */
export function EnquiryStatusActions({ enquiry, params }: { enquiry: EnquiryDetail; params: EnquiryParams }) {
  const setStatus = useSetEnquiryStatus(params);
  const [said, setSaid] = useState('');
  const closed = enquiry.status === 'closed';
  const next: EnquiryStatus = closed ? (enquiry.replies.length > 0 ? 'replied' : 'new') : 'closed';

  function change() {
    if (setStatus.isPending) return;
    setSaid('');
    setStatus.mutate(next, { onSuccess: () => setSaid(next === 'closed' ? 'Marked closed.' : 'Reopened.') });
  }

  return (
    <div className="enquiry-status-actions">
      <button type="button" className="button" onClick={change} aria-disabled={setStatus.isPending || undefined}>
        {setStatus.isPending ? 'Saving…' : closed ? 'Reopen' : 'Mark closed'}
      </button>
      <p className="enquiry-status-actions__said" role="status">
        {said}
      </p>
      {setStatus.isError && (
        <p className="alert" role="alert">
          {errorMessage(setStatus.error)}
        </p>
      )}
    </div>
  );
}

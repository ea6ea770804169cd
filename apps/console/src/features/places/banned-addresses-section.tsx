import { useState } from 'react';
import type { BannedAddress } from '@kerbside/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadProblem } from '../../components/load-problem';
import type { NoticeMessage } from '../../components/notice';
import { RecordItem, RecordList } from '../../components/record-list';
import { errorMessage } from '../../lib/api-client';
import { BannedAddressDialog } from './banned-address-dialog';
import { useBannedAddresses, useDeleteBannedAddress } from './places-api';

type Open = { kind: 'edit'; banned: BannedAddress | null } | { kind: 'delete'; banned: BannedAddress } | null;

/** Addresses the website refuses to quote: every role reads them, a platform admin changes them. */
export function BannedAddressesSection({ canEdit, onNotice }: { canEdit: boolean; onNotice: (notice: NoticeMessage) => void }) {
  const list = useBannedAddresses();
  const remove = useDeleteBannedAddress();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    setOpen(null);
    remove.reset();
  };

  const addButton = canEdit && (
    <button type="button" className="button button--primary" onClick={() => setOpen({ kind: 'edit', banned: null })}>
      Ban an address
    </button>
  );

  let body;
  if (list.isError && !list.data) body = <LoadProblem error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <p role="status" className="page__lead">Loading banned addresses…</p>;
  else if (list.data.length === 0)
    body = (
      <EmptyState title="No banned addresses">
        <p>Every address can be quoted.</p>
        {addButton}
      </EmptyState>
    );
  else
    body = (
      <RecordList label="Banned addresses">
        {list.data.map((banned) => (
          <RecordItem
            key={banned.id}
            title={banned.pattern}
            facts={[{ label: 'Reason', value: banned.reason || 'Not given' }]}
            actions={
              canEdit && (
                <>
                  <button type="button" className="button" onClick={() => setOpen({ kind: 'edit', banned })}>
                    Edit<span className="visually-hidden"> {banned.pattern}</span>
                  </button>
                  <button type="button" className="button" onClick={() => setOpen({ kind: 'delete', banned })}>
                    Delete<span className="visually-hidden"> {banned.pattern}</span>
                  </button>
                </>
              )
            }
          />
        ))}
      </RecordList>
    );

  return (
    <>
      <div className="places__bar">
        <p className="places__intro">A quote is refused when its pickup, a stop or the drop-off contains one of these, or its postcode does.</p>
        {list.data && list.data.length > 0 && addButton}
      </div>
      {body}
      {open?.kind === 'edit' && (
        <BannedAddressDialog
          banned={open.banned}
          onClose={close}
          onSaved={(saved, added) => {
            close();
            onNotice({ tone: 'success', text: added ? `“${saved.pattern}” is banned. The next quote is checked against it.` : `Saved “${saved.pattern}”.` });
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title="Lift this ban?"
          confirmLabel="Lift the ban"
          danger
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onCancel={close}
          onConfirm={() =>
            remove.mutate(open.banned.id, {
              onSuccess: (message) => {
                close();
                onNotice({ tone: 'success', text: message });
              },
            })
          }
        >
          <p>
            Addresses containing <strong>{open.banned.pattern}</strong> can be quoted and booked again.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

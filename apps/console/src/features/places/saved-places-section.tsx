import { useState } from 'react';
import { SAVED_PLACE_KIND_LABELS, type SavedPlace } from '@kerbside/contract';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadProblem } from '../../components/load-problem';
import type { NoticeMessage } from '../../components/notice';
import { RecordItem, RecordList } from '../../components/record-list';
import { errorMessage } from '../../lib/api-client';
import { useDeleteSavedPlace, useOrderSavedPlaces, useSavedPlaces } from './places-api';
import { SavedPlaceDialog } from './saved-place-dialog';

type Open = { kind: 'edit'; place: SavedPlace | null } | { kind: 'delete'; place: SavedPlace } | null;

/** The ids in order with the one at `index` moved one step (`by` -1 up, +1 down). */
function moved(places: readonly SavedPlace[], index: number, by: -1 | 1): number[] {
  const ids = places.map((place) => place.id);
  const [id] = ids.splice(index, 1);
  ids.splice(index + by, 0, id!);
  return ids;
}

/** The website's popular locations, in their order: every role reads them, a platform admin changes them. */
export function SavedPlacesSection({ canEdit, onNotice }: { canEdit: boolean; onNotice: (notice: NoticeMessage) => void }) {
  const places = useSavedPlaces();
  const order = useOrderSavedPlaces();
  const remove = useDeleteSavedPlace();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    setOpen(null);
    remove.reset();
  };

  function move(list: readonly SavedPlace[], index: number, by: -1 | 1) {
    if (order.isPending) return;
    const place = list[index]!;
    order.mutate(moved(list, index, by), {
      onSuccess: () => onNotice({ tone: 'success', text: `${place.address} moved ${by < 0 ? 'up' : 'down'}.` }),
      onError: (error) => onNotice({ tone: 'error', text: errorMessage(error) }),
    });
  }

  const addButton = canEdit && (
    <button type="button" className="button button--primary" onClick={() => setOpen({ kind: 'edit', place: null })}>
      Add a place
    </button>
  );

  let body;
  if (places.isError && !places.data) body = <LoadProblem error={places.error} onRetry={() => void places.refetch()} />;
  else if (!places.data) body = <p role="status" className="page__lead">Loading saved places…</p>;
  else if (places.data.length === 0)
    body = (
      <EmptyState title="No saved places yet">
        <p>Saved places are the website’s popular locations and its first address suggestions.</p>
        {addButton}
      </EmptyState>
    );
  else {
    const list = places.data;
    body = (
      <RecordList label="Saved places">
        {list.map((place, index) => (
          <RecordItem
            key={place.id}
            title={place.address}
            badges={<Badge>{SAVED_PLACE_KIND_LABELS[place.kind]}</Badge>}
            facts={[
              { label: 'Postcode', value: place.postcode ?? 'Not known' },
              { label: 'Order', value: `${index + 1} of ${list.length}` },
            ]}
            actions={
              canEdit && (
                <>
                  <button type="button" className="button places__move" disabled={index === 0} aria-disabled={order.isPending || undefined} onClick={() => move(list, index, -1)}>
                    <span aria-hidden="true">↑</span>
                    <span className="visually-hidden">Move {place.address} up</span>
                  </button>
                  <button type="button" className="button places__move" disabled={index === list.length - 1} aria-disabled={order.isPending || undefined} onClick={() => move(list, index, 1)}>
                    <span aria-hidden="true">↓</span>
                    <span className="visually-hidden">Move {place.address} down</span>
                  </button>
                  <button type="button" className="button" onClick={() => setOpen({ kind: 'edit', place })}>
                    Edit<span className="visually-hidden"> {place.address}</span>
                  </button>
                  <button type="button" className="button" onClick={() => setOpen({ kind: 'delete', place })}>
                    Delete<span className="visually-hidden"> {place.address}</span>
                  </button>
                </>
              )
            }
          />
        ))}
      </RecordList>
    );
  }

  return (
    <>
      <div className="places__bar">
        <p className="places__intro">The website’s popular locations, in this order, and the first suggestions of every address field.</p>
        {places.data && places.data.length > 0 && addButton}
      </div>
      {body}
      {open?.kind === 'edit' && (
        <SavedPlaceDialog
          place={open.place}
          onClose={close}
          onSaved={(saved, added) => {
            close();
            const postcode = saved.postcode ? ` (${saved.postcode})` : '';
            onNotice({ tone: 'success', text: added ? `Added ${saved.address}${postcode}. The website offers it now.` : `Saved ${saved.address}${postcode}.` });
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete this saved place?"
          confirmLabel="Delete place"
          danger
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onCancel={close}
          onConfirm={() =>
            remove.mutate(open.place.id, {
              onSuccess: (message) => {
                close();
                onNotice({ tone: 'success', text: message });
              },
            })
          }
        >
          <p>
            <strong>{open.place.address}</strong> will no longer be offered on the website. Bookings already made keep their address.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

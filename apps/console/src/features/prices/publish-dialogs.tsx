/** Publishing the draft (with an optional note for the versions list) and discarding it, each asked first. */
import { useState } from 'react';
import type { TariffVersionSummary } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Dialog } from '../../components/dialog';
import { TextField } from '@kerbside/ui/form-field';
import { errorMessage } from '../../lib/api-client';
import { useDiscardDraft, usePublish } from './prices-api';

interface DraftDialogProps {
  companyId: number;
  revision: number;
  /** Edits on the page not saved into the draft. */
  dirty: boolean;
  onClose: () => void;
}

const UNSAVED = 'Edits you have not saved are not part of the draft: save them first to include them.';

export function PublishDialog({ companyId, revision, dirty, onClose, onPublished }: DraftDialogProps & { onPublished: (version: TariffVersionSummary) => void }) {
  const publish = usePublish(companyId);
  const [note, setNote] = useState('');
  return (
    <Dialog
      title="Publish the draft"
      size="confirm"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (publish.isPending) return;
        publish.mutate({ revision, note: note.trim() }, { onSuccess: onPublished });
      }}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" aria-disabled={publish.isPending || undefined}>
            {publish.isPending ? 'Publishing…' : 'Publish'}
          </button>
        </>
      }
    >
      <AlertRegion id="publish-problem">{publish.isError ? errorMessage(publish.error) : null}</AlertRegion>
      <p>The website prices every new quote with these prices at once. A visitor quoted before keeps their price for 15 minutes.</p>
      {dirty && <p className="prices-warning">{UNSAVED}</p>}
      <TextField id="publish-note" label="Note (optional)" hint="What changed, for the versions list, e.g. Saloon per-mile up 10p." value={note} onChange={setNote} input={{ maxLength: 200 }} />
    </Dialog>
  );
}

export function DiscardDialog({ companyId, revision, dirty, onClose, onDiscarded, publishedVersion }: DraftDialogProps & { onDiscarded: () => void; publishedVersion: number | null }) {
  const discard = useDiscardDraft(companyId);
  return (
    <ConfirmDialog
      title="Discard the draft?"
      confirmLabel="Discard draft"
      danger
      pending={discard.isPending}
      error={discard.isError ? errorMessage(discard.error) : null}
      onCancel={onClose}
      onConfirm={() => discard.mutate(revision, { onSuccess: onDiscarded })}
    >
      <p>
        Every unpublished change is thrown away
        {publishedVersion === null ? '.' : `, and the prices go back to version ${publishedVersion}, as the website shows them.`}
        {dirty ? ' So are the edits on this page you have not saved.' : ''}
      </p>
    </ConfirmDialog>
  );
}

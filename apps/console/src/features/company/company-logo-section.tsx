import { useEffect, useRef, useState } from 'react';
import type { CompanyProfile } from '@kerbside/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadProblem } from '../../components/load-problem';
import { PictureUploadDialog } from '../../components/picture-upload-dialog';
import { errorMessage } from '../../lib/api-client';
import { useCompanyLogo, useSetCompanyLogo } from './company-logo-api';

interface CompanyLogoSectionProps {
  profile: CompanyProfile;
  /** Owners and platform admins upload, replace and remove it; dispatchers only see it. */
  canEdit: boolean;
  /** What changed, for the page's notice. */
  onChanged: (text: string) => void;
}

/** The company's logo as it is now, and for owners the way to upload, replace or remove it. */
export function CompanyLogoSection({ profile, canEdit, onChanged }: CompanyLogoSectionProps) {
  const logo = useCompanyLogo(profile.id);
  const change = useSetCompanyLogo(profile.id);
  const [open, setOpen] = useState<'upload' | 'remove' | null>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  // After a removal its button is gone: focus goes to Upload once the dialog has closed.
  const focusUploadOnClose = useRef(false);
  const current = logo.data?.logo ?? null;

  useEffect(() => {
    if (open !== null || !focusUploadOnClose.current) return;
    focusUploadOnClose.current = false;
    uploadButton.current?.focus();
  }, [open]);

  function openDialog(kind: 'upload' | 'remove') {
    change.reset();
    setOpen(kind);
  }

  const serverProblem = change.error ? errorMessage(change.error) : null;

  return (
    <section className="card company-logo" aria-labelledby="company-logo-title">
      <h2 id="company-logo-title" className="company-section__title">
        Logo
      </h2>
      {logo.isError && !logo.data ? (
        <LoadProblem error={logo.error} onRetry={() => void logo.refetch()} />
      ) : !logo.data ? (
        <p role="status" className="company-logo__none">
          Loading the logo…
        </p>
      ) : current ? (
        <div className="company-logo__frame">
          <img className="company-logo__image" src={current.url} alt={`${profile.name} logo`} width={current.width} height={current.height} />
        </div>
      ) : (
        <p className="company-logo__none">No logo yet</p>
      )}
      {canEdit && logo.data && (
        <div className="company-logo__actions">
          <button ref={uploadButton} type="button" className="button" onClick={() => openDialog('upload')}>
            {current ? 'Replace logo' : 'Upload logo'}
          </button>
          {current && (
            <button type="button" className="button" onClick={() => openDialog('remove')}>
              Remove logo
            </button>
          )}
        </div>
      )}

      {open === 'upload' && (
        <PictureUploadDialog
          title={current ? 'Replace the logo' : 'Upload a logo'}
          noun="logo"
          shape="logo"
          current={{ url: current?.url ?? null, alt: `${profile.name} logo now`, caption: current ? 'Now' : 'Now: no logo' }}
          hint="The logo as JPEG, PNG or WebP, at most 5 MB. It is resized to fit 400 × 160 pixels; a wide logo on a plain background suits best."
          onUpload={(file) =>
            change.mutate(file, {
              onSuccess: () => {
                setOpen(null);
                onChanged(current ? 'The new logo replaces the old one.' : 'The logo is saved.');
              },
            })
          }
          pending={change.isPending}
          serverProblem={serverProblem}
          onChosen={() => change.reset()}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'remove' && (
        <ConfirmDialog
          title="Remove the logo?"
          confirmLabel="Remove logo"
          danger
          pending={change.isPending}
          error={serverProblem}
          onCancel={() => setOpen(null)}
          onConfirm={() =>
            change.mutate(null, {
              onSuccess: () => {
                focusUploadOnClose.current = true;
                setOpen(null);
                onChanged('The logo is removed.');
              },
            })
          }
        >
          <p>{profile.name} will have no logo until an owner uploads one again.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

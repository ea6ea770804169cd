import { useState } from 'react';
import type { Driver } from '@kerbside/contract';
import { PictureUploadDialog } from '../../components/picture-upload-dialog';
import { errorMessage } from '../../lib/api-client';
import { useSetDriverPhoto } from './drivers-api';

/** The driver's photo, which the passenger's tracking page shows, and the way to upload, replace or remove it. */
export function DriverPhotoCard({ driver, onChanged }: { driver: Driver; onChanged: (text: string) => void }) {
  const change = useSetDriverPhoto(driver.id);
  const [open, setOpen] = useState(false);
  const current = driver.photo_url;

  return (
    <section className="card driver-card driver-photo" aria-labelledby="driver-photo-title">
      <h2 id="driver-photo-title" className="driver-card__title">
        Photo
      </h2>
      {current ? (
        <img className="driver-photo__image" src={current} alt={`${driver.name} now`} width={96} height={96} />
      ) : (
        <p className="driver-photo__none">No photo yet. Passengers following their car see the driver&rsquo;s photo and first name.</p>
      )}
      <button
        type="button"
        className="button"
        onClick={() => {
          change.reset();
          setOpen(true);
        }}
      >
        {current ? 'Replace photo' : 'Upload photo'}
      </button>
      {open && (
        <PictureUploadDialog
          title={current ? `Replace ${driver.name}’s photo` : `Upload ${driver.name}’s photo`}
          noun="photo"
          current={{ url: current, alt: `${driver.name} now`, caption: current ? 'Now' : 'Now: no photo' }}
          hint="A clear photo of the driver’s face as JPEG, PNG or WebP, at most 5 MB. It is resized to fit 400 × 400 pixels and shown in a circle."
          onUpload={(file) =>
            change.mutate(file, {
              onSuccess: () => {
                setOpen(false);
                onChanged(current ? 'The new photo replaces the old one.' : 'The photo is saved.');
              },
            })
          }
          onRemove={
            current
              ? () =>
                  change.mutate(null, {
                    onSuccess: () => {
                      setOpen(false);
                      onChanged('The photo is removed.');
                    },
                  })
              : undefined
          }
          pending={change.isPending}
          serverProblem={change.error ? errorMessage(change.error) : null}
          onChosen={() => change.reset()}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}

import { useState } from 'react';
import type { Driver } from '@kerbside/contract';
import { Badge } from '../../components/badge';
import { Fact, Facts, NotGiven } from '../../components/facts';
import { PictureUploadDialog } from '../../components/picture-upload-dialog';
import { errorMessage } from '../../lib/api-client';
import { formatDay } from '../../lib/format';
import { DriverDocumentsDialog } from './driver-documents-dialog';
import { useSetLicencePhoto } from './drivers-api';

const day = (date: string | null) => (date ? formatDay(date) : <NotGiven />);

/**
 * The driver's and their vehicle's documents (one vehicle per driver): what is recorded, what has
 * expired or expires soon (the company's warning days), and the photo of the PHV licence card,
 * which only the company's staff can open.
 */
export function DriverDocumentsCard({ driver, onChanged }: { driver: Driver; onChanged: (text: string) => void }) {
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const photo = useSetLicencePhoto(driver.id);
  const current = driver.licence_photo_url;

  return (
    <section className="card driver-card driver-documents" aria-labelledby="driver-documents-title">
      <h2 id="driver-documents-title" className="driver-card__title">
        Documents
      </h2>
      {driver.document_flags.length > 0 && (
        <ul className="driver-documents__flags" aria-label="Documents to renew">
          {driver.document_flags.map((flag) => (
            <li key={flag.document} className={flag.expired ? 'driver-documents__flag driver-documents__flag--expired' : 'driver-documents__flag'}>
              <Badge>{flag.expired ? 'Expired' : 'Expires soon'}</Badge> {flag.text}
            </li>
          ))}
        </ul>
      )}
      <Facts>
        <Fact label="PHV licence issued by">{driver.licence_authority || <NotGiven />}</Fact>
        <Fact label="Driving licence">{driver.dvla_licence_number || <NotGiven />}</Fact>
        <Fact label="Driving licence expiry">{day(driver.dvla_licence_expiry)}</Fact>
        <Fact label="Enhanced DBS check">{day(driver.dbs_check_date)}</Fact>
        <Fact label="Vehicle licence (plate)">{driver.vehicle_plate_number || <NotGiven />}</Fact>
        <Fact label="Vehicle licence expiry">{day(driver.vehicle_plate_expiry)}</Fact>
        <Fact label="MOT expiry">{day(driver.mot_expiry)}</Fact>
        <Fact label="Insurance expiry">{day(driver.insurance_expiry)}</Fact>
      </Facts>
      {current ? (
        <a className="driver-documents__card-link" href={current} target="_blank" rel="noreferrer">
          <img className="driver-documents__card" src={current} alt={`${driver.name}’s PHV licence card`} width={240} height={150} />
        </a>
      ) : (
        <p className="driver-photo__none">No photo of the PHV licence card yet.</p>
      )}
      <div className="driver-page__actions">
        <button type="button" className="button" onClick={() => setEditing(true)}>
          Edit documents
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            photo.reset();
            setUploading(true);
          }}
        >
          {current ? 'Replace licence photo' : 'Upload licence photo'}
        </button>
      </div>
      {editing && (
        <DriverDocumentsDialog
          driver={driver}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onChanged('The documents are saved.');
          }}
        />
      )}
      {uploading && (
        <PictureUploadDialog
          title={`${driver.name}’s PHV licence card`}
          noun="photo"
          current={{ url: current, alt: `${driver.name}’s PHV licence card`, caption: current ? 'Now' : 'Now: no photo' }}
          hint="A photo or scan of the licence card as JPEG, PNG or WebP, at most 5 MB. Only your company’s staff can open it."
          onUpload={(file) =>
            photo.mutate(file, {
              onSuccess: () => {
                setUploading(false);
                onChanged('The photo of the licence card is saved.');
              },
            })
          }
          onRemove={
            current
              ? () =>
                  photo.mutate(null, {
                    onSuccess: () => {
                      setUploading(false);
                      onChanged('The photo of the licence card is removed.');
                    },
                  })
              : undefined
          }
          pending={photo.isPending}
          serverProblem={photo.error ? errorMessage(photo.error) : null}
          onChosen={() => photo.reset()}
          onClose={() => setUploading(false)}
        />
      )}
    </section>
  );
}

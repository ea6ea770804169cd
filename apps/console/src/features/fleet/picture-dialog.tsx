import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FLEET_MESSAGES, PICTURE_MAX_BYTES, PICTURE_TYPES, type VehicleCategory } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { Dialog } from '../../components/dialog';
import { FormField } from '../../components/form-field';
import { errorMessage } from '../../lib/api-client';
import { useSetPicture } from './fleet-api';

interface PictureDialogProps {
  category: VehicleCategory;
  onClose: () => void;
  onSaved: (category: VehicleCategory, removed: boolean) => void;
}

interface Chosen {
  file: File;
  /** The file as a data: URL for the preview (the page's policy allows data: pictures), once read. */
  preview: string | null;
}

/** What the server would refuse anyway, said before a long upload; the server still reads the file itself. */
export function pictureProblem(file: { size: number; type: string }): string | null {
  if (file.type !== '' && !PICTURE_TYPES.some((type) => type === file.type)) return FLEET_MESSAGES.pictureType;
  if (file.size > PICTURE_MAX_BYTES) return FLEET_MESSAGES.pictureTooLarge;
  return null;
}

/** Upload a new picture for a category (with a preview of it first), or go back to the standard drawing. */
export function PictureDialog({ category, onClose, onSaved }: PictureDialogProps) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const picture = useSetPicture();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    picture.reset();
    const file = event.target.files?.[0];
    if (!file) {
      setChosen(null);
      setProblem(null);
      return;
    }
    const refused = pictureProblem(file);
    setProblem(refused);
    if (refused) {
      setChosen(null);
      return;
    }
    setChosen({ file, preview: null });
    const reader = new FileReader();
    // Only for the file still chosen: another may have been picked meanwhile.
    reader.onload = () => setChosen((now) => (now?.file === file && typeof reader.result === 'string' ? { file, preview: reader.result } : now));
    reader.readAsDataURL(file);
  }

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (picture.isPending) return;
    if (!chosen) {
      setProblem(problem ?? FLEET_MESSAGES.pictureMissing);
      document.getElementById('picture-file')?.focus();
      return;
    }
    picture.mutate({ id: category.id, file: chosen.file }, { onSuccess: (saved) => onSaved(saved, false) });
  }

  function remove() {
    if (picture.isPending) return;
    picture.mutate({ id: category.id, file: null }, { onSuccess: (saved) => onSaved(saved, true) });
  }

  const serverProblem = picture.error ? errorMessage(picture.error) : null;

  return (
    <Dialog
      title={`Picture of ${category.name}`}
      onClose={onClose}
      onSubmit={upload}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          {category.picture.uploaded && (
            <button type="button" className="button" onClick={remove} aria-disabled={picture.isPending || undefined}>
              Remove picture
            </button>
          )}
          <button type="submit" className="button button--primary" aria-disabled={picture.isPending || undefined}>
            {picture.isPending ? 'Uploading…' : 'Upload picture'}
          </button>
        </>
      }
    >
      <AlertRegion id="picture-problem">{serverProblem}</AlertRegion>
      <div className="picture-compare">
        <figure className="picture-compare__item">
          <img className="picture-compare__image" src={category.picture.url} alt={`The picture of ${category.name} now`} width={320} height={180} />
          <figcaption>{category.picture.uploaded ? 'Now' : 'Now: the standard drawing'}</figcaption>
        </figure>
        {chosen && (
          <figure className="picture-compare__item">
            {chosen.preview ? (
              <img className="picture-compare__image" src={chosen.preview} alt="The picture you chose" width={320} height={180} />
            ) : (
              <div className="picture-compare__image" />
            )}
            <figcaption>New: {chosen.file.name}</figcaption>
          </figure>
        )}
      </div>
      <FormField
        id="picture-file"
        label="Choose a picture"
        hint="A photo or drawing as JPEG, PNG or WebP, at most 5 MB. It is resized to fit 800 × 500 pixels; landscape suits the website best."
        error={problem ?? undefined}
      >
        {(a11y) => <input {...a11y} id="picture-file" type="file" className="input picture-file" accept={PICTURE_TYPES.join(',')} onChange={choose} />}
      </FormField>
    </Dialog>
  );
}

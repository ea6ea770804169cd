import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FLEET_MESSAGES, PICTURE_MAX_BYTES, PICTURE_TYPES } from '@kerbside/contract';
import { AlertRegion } from './alert-region';
import { Dialog } from './dialog';
import { FormField } from '@kerbside/ui/form-field';
import './picture-upload-dialog.css';

/** What the server would refuse anyway, said before a long upload; the server still reads the file itself. */
export function pictureProblem(file: { size: number; type: string }): string | null {
  if (file.type !== '' && !PICTURE_TYPES.some((type) => type === file.type)) return FLEET_MESSAGES.pictureType;
  if (file.size > PICTURE_MAX_BYTES) return FLEET_MESSAGES.pictureTooLarge;
  return null;
}

interface Chosen {
  file: File;
  /** The file as a data: URL for the preview (the page's policy allows data: pictures), once read. */
  preview: string | null;
}

interface PictureUploadDialogProps {
  title: string;
  /** The picture now: its address (null: none yet), its alternative text and its caption. */
  current: { url: string | null; alt: string; caption: string };
  /** What to send: formats, size, how it is resized. */
  hint: string;
  /** 'picture' or 'logo': in "Choose a picture", "Upload picture", "Remove picture". */
  noun: string;
  /** 'photo' frames pictures 16:9 (the website's vehicles); 'logo' a wide, short strip. */
  shape?: 'photo' | 'logo';
  /** Sends the file; the parent closes the dialog once it is saved. */
  onUpload: (file: File) => void;
  /** Given when there is an uploaded picture to take away here. */
  onRemove?: () => void;
  pending: boolean;
  /** The server's refusal of the last upload or removal, for the dialog's alert. */
  serverProblem: string | null;
  /** A new file chosen: the last refusal no longer applies. */
  onChosen: () => void;
  onClose: () => void;
}

/** Choose a JPEG, PNG or WebP picture, see it beside the one now, upload it (or remove the one now). */
export function PictureUploadDialog({ title, current, hint, noun, shape = 'photo', onUpload, onRemove, pending, serverProblem, onChosen, onClose }: PictureUploadDialogProps) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const frame = `picture-compare__image picture-compare__image--${shape}`;
  // The frame's size before the picture loads, so nothing jumps.
  const size = shape === 'logo' ? { width: 400, height: 160 } : { width: 320, height: 180 };

  function choose(event: ChangeEvent<HTMLInputElement>) {
    onChosen();
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
    if (pending) return;
    if (!chosen) {
      setProblem(problem ?? FLEET_MESSAGES.pictureMissing);
      document.getElementById('picture-file')?.focus();
      return;
    }
    onUpload(chosen.file);
  }

  return (
    <Dialog
      title={title}
      onClose={onClose}
      onSubmit={upload}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          {onRemove && (
            <button
              type="button"
              className="button"
              onClick={() => {
                if (!pending) onRemove();
              }}
              aria-disabled={pending || undefined}
            >
              Remove {noun}
            </button>
          )}
          <button type="submit" className="button button--primary" aria-disabled={pending || undefined}>
            {pending ? 'Uploading…' : `Upload ${noun}`}
          </button>
        </>
      }
    >
      <AlertRegion id="picture-problem">{serverProblem}</AlertRegion>
      <div className="picture-compare">
        <figure className="picture-compare__item">
          {current.url ? <img className={frame} src={current.url} alt={current.alt} {...size} /> : <div className={`${frame} picture-compare__none`}>None yet</div>}
          <figcaption>{current.caption}</figcaption>
        </figure>
        {chosen && (
          <figure className="picture-compare__item">
            {chosen.preview ? <img className={frame} src={chosen.preview} alt={`The ${noun} you chose`} {...size} /> : <div className={frame} />}
            <figcaption>New: {chosen.file.name}</figcaption>
          </figure>
        )}
      </div>
      <FormField id="picture-file" label={`Choose a ${noun}`} hint={hint} error={problem ?? undefined}>
        {(a11y) => <input {...a11y} id="picture-file" type="file" className="input picture-file" accept={PICTURE_TYPES.join(',')} onChange={choose} />}
      </FormField>
    </Dialog>
  );
}

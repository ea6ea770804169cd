import type { VehicleCategory } from '@kerbside/contract';
import { PictureUploadDialog } from '../../components/picture-upload-dialog';
import { errorMessage } from '../../lib/api-client';
import { useSetPicture } from './fleet-api';

interface PictureDialogProps {
  category: VehicleCategory;
  onClose: () => void;
  onSaved: (category: VehicleCategory, removed: boolean) => void;
}

/** Upload a new picture for a category (with a preview of it first), or go back to the standard drawing. */
export function PictureDialog({ category, onClose, onSaved }: PictureDialogProps) {
  const picture = useSetPicture();
  return (
    <PictureUploadDialog
      title={`Picture of ${category.name}`}
      noun="picture"
      current={{
        url: category.picture.url,
        alt: `The picture of ${category.name} now`,
        caption: category.picture.uploaded ? 'Now' : 'Now: the standard drawing',
      }}
      hint="A photo or drawing as JPEG, PNG or WebP, at most 5 MB. It is resized to fit 800 × 500 pixels; landscape suits the website best."
      onUpload={(file) => picture.mutate({ id: category.id, file }, { onSuccess: (saved) => onSaved(saved, false) })}
      onRemove={category.picture.uploaded ? () => picture.mutate({ id: category.id, file: null }, { onSuccess: (saved) => onSaved(saved, true) }) : undefined}
      pending={picture.isPending}
      serverProblem={picture.error ? errorMessage(picture.error) : null}
      onChosen={() => picture.reset()}
      onClose={onClose}
    />
  );
}

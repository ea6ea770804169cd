import type { VehicleCategory } from '@kerbside/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api-client';
import { useSaveCategory } from './fleet-api';

interface CategoryEnabledConfirmProps {
  category: VehicleCategory;
  onCancel: () => void;
  onDone: (category: VehicleCategory) => void;
}

/** Disable an enabled category (off the website and out of quotes), or enable a disabled one, once confirmed. */
export function CategoryEnabledConfirm({ category, onCancel, onDone }: CategoryEnabledConfirmProps) {
  const save = useSaveCategory();
  const disabling = category.enabled;
  return (
    <ConfirmDialog
      title={disabling ? `Disable ${category.name}?` : `Enable ${category.name}?`}
      confirmLabel={disabling ? 'Disable' : 'Enable'}
      danger={disabling}
      pending={save.isPending}
      error={save.error ? errorMessage(save.error) : null}
      onCancel={onCancel}
      onConfirm={() => save.mutate({ id: category.id, body: { enabled: !disabling } }, { onSuccess: onDone })}
    >
      {disabling ? (
        <p>It leaves the website and quotes at once. Bookings and drivers keep it, and you can enable it again later.</p>
      ) : (
        <p>It shows on the website and in quotes again{category.priced ? '.' : ', priced on request until you set its price on the Prices page.'}</p>
      )}
    </ConfirmDialog>
  );
}

import type { Driver } from '@kerbside/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api-client';
import { formatDay } from '../../lib/format';
import { useSetDriverActive } from './drivers-api';

interface DriverActiveConfirmProps {
  driver: Driver;
  onCancel: () => void;
  onDone: (driver: Driver) => void;
}

/** Deactivate an active driver, or reactivate an inactive one, once confirmed. */
export function DriverActiveConfirm({ driver, onCancel, onDone }: DriverActiveConfirmProps) {
  const setActive = useSetDriverActive();
  const deactivating = driver.active;
  return (
    <ConfirmDialog
      title={deactivating ? `Deactivate ${driver.name}?` : `Reactivate ${driver.name}?`}
      confirmLabel={deactivating ? 'Deactivate' : 'Reactivate'}
      danger={deactivating}
      pending={setActive.isPending}
      error={setActive.error ? errorMessage(setActive.error) : null}
      onCancel={onCancel}
      onConfirm={() => setActive.mutate({ id: driver.id, active: !deactivating }, { onSuccess: onDone })}
    >
      {deactivating ? (
        <p>They stay on record, and on the jobs they drove, but cannot be given new jobs. You can reactivate them later.</p>
      ) : (
        <p>
          They can be given jobs again
          {driver.licence_status === 'expired' ? `, once their licence is renewed: it expired on ${formatDay(driver.licence_expiry)}.` : '.'}
        </p>
      )}
    </ConfirmDialog>
  );
}

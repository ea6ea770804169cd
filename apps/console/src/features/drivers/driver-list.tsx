import { Link } from 'react-router';
import type { Driver } from '@kerbside/contract';
import { Badge } from '../../components/badge';
import { RecordItem, RecordList } from '../../components/record-list';
import { formatDay } from '../../lib/format';
import { LicenceBadge } from './licence-badge';
import { formatUkMobile } from './mobile';

interface DriverListProps {
  drivers: readonly Driver[];
  /** A platform admin's list names each driver's company. */
  showCompany: boolean;
  onEdit: (driver: Driver) => void;
  onToggleActive: (driver: Driver) => void;
}

export function DriverList({ drivers, showCompany, onEdit, onToggleActive }: DriverListProps) {
  return (
    <RecordList label="Drivers">
      {drivers.map((driver) => (
        <RecordItem
          key={driver.id}
          title={driver.name}
          muted={!driver.active}
          badges={!driver.active && <Badge>Inactive</Badge>}
          meta={
            <>
              <a href={`tel:${driver.mobile}`}>
                <span className="visually-hidden">Call </span>
                {formatUkMobile(driver.mobile)}
              </a>
              {showCompany && <span>{driver.company.name}</span>}
            </>
          }
          facts={[
            { label: 'Licence number', value: driver.licence_number },
            {
              label: 'Licence expiry',
              value: (
                <>
                  <span>{formatDay(driver.licence_expiry)}</span>
                  <LicenceBadge status={driver.licence_status} />
                </>
              ),
            },
            { label: 'Registration', value: driver.vehicle_registration },
            { label: 'Category', value: driver.vehicle_category },
          ]}
          actions={
            <>
              <Link className="button" to={`/drivers/${driver.id}`}>
                Open<span className="visually-hidden"> {driver.name}</span>
              </Link>
              <button type="button" className="button" onClick={() => onEdit(driver)}>
                Edit<span className="visually-hidden"> {driver.name}</span>
              </button>
              <button type="button" className="button" onClick={() => onToggleActive(driver)}>
                {driver.active ? 'Deactivate' : 'Reactivate'}
                <span className="visually-hidden"> {driver.name}</span>
              </button>
            </>
          }
        />
      ))}
    </RecordList>
  );
}

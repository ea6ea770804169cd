import type { RegistrationData, RegistrationMode } from '../../lib/storage';

const MODE_NAMES: Record<RegistrationMode, string> = {
  guest_login: 'Guest',
  new_client: 'New client',
  existing_client: 'Existing client',
};

interface DetailsTableProps {
  data: RegistrationData;
  mode: RegistrationMode | null;
}

/** The personal details read back before paying (spec §2 Payment). */
export function DetailsTable({ data, mode }: DetailsTableProps) {
  const rows: [string, string][] = [
    ['First name', data.firstName],
    ['Surname', data.surname],
    ['Email', data.email],
    ['Mobile', data.number],
  ];
  if (data.passengerDetails === 'yes') {
    rows.push(['Passenger name', data.passengerName], ['Passenger phone', data.passengerPhone], ['Passenger email', data.passengerEmail]);
  }
  rows.push(['Additional information', data.additionalInfo]);
  if (mode) rows.unshift(['Booking as', MODE_NAMES[mode]]);

  return (
    <table className="details-table">
      <caption className="visually-hidden">Your details</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value.trim() ? value : <span className="details-table__empty">Not given</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

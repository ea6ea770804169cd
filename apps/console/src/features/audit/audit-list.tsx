import { STAFF_ROLE_LABELS, type AuditLogEntry } from '@kerbside/contract';
import { Badge } from '../../components/badge';
import { londonDateTime } from '../../lib/london-time';
import { detailLines } from './audit-filters';

/** Audit entries: one row each on a wide screen (when, what, who), a card each on a phone. */
export function AuditList({ entries, showCompany, stale }: { entries: readonly AuditLogEntry[]; showCompany: boolean; stale: boolean }) {
  return (
    <ul className="audit-list" aria-label="Audit entries" aria-busy={stale || undefined}>
      {entries.map((entry) => (
        <AuditEntryRow key={entry.id} entry={entry} showCompany={showCompany} />
      ))}
    </ul>
  );
}

function AuditEntryRow({ entry, showCompany }: { entry: AuditLogEntry; showCompany: boolean }) {
  const lines = detailLines(entry.detail);
  return (
    <li className="audit-entry">
      <time className="audit-entry__when" dateTime={entry.at}>
        {londonDateTime(entry.at)}
      </time>
      <div className="audit-entry__what">
        <p className="audit-entry__summary">{entry.summary}</p>
        <p className="audit-entry__tags">
          <Badge>{entry.action_label}</Badge>
          {showCompany && <span className="audit-entry__company">{entry.company?.name ?? 'Platform-wide'}</span>}
        </p>
        {lines.length > 0 && (
          <details className="audit-entry__detail">
            <summary>Details</summary>
            <dl>
              {lines.map((line) => (
                <div key={line.key}>
                  <dt>{line.label}</dt>
                  <dd>{line.value}</dd>
                </div>
              ))}
            </dl>
          </details>
        )}
      </div>
      <p className="audit-entry__who">
        {entry.staff ? (
          <>
            <span className="audit-entry__name">{entry.staff.name}</span>
            <span className="audit-entry__role">{STAFF_ROLE_LABELS[entry.staff.role]}</span>
            {entry.staff.email && <span className="audit-entry__email">{entry.staff.email}</span>}
          </>
        ) : entry.detail.actor === 'passenger' ? (
          <>
            <span className="audit-entry__name">The passenger</span>
            {typeof entry.detail.passenger_email === 'string' && <span className="audit-entry__email">{entry.detail.passenger_email}</span>}
          </>
        ) : (
          <span className="audit-entry__name">On the server</span>
        )}
      </p>
    </li>
  );
}

/** Grey rows while the first page loads, the shape of the list, so nothing jumps. */
export function AuditListSkeleton() {
  return (
    <ul className="audit-list audit-list--loading" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="audit-entry audit-entry--placeholder" />
      ))}
    </ul>
  );
}

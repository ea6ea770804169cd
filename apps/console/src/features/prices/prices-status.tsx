/** What is live and what is not yet: the published version, the unpublished draft, and the actions on them. */
import { Link } from 'react-router';
import type { TariffSheet } from '@kerbside/contract';
import { Badge } from '../../components/badge';
import { formatLondonDateTime } from '../../lib/format';

interface PricesStatusProps {
  sheet: TariffSheet;
  /** Edits on this page that are not saved yet. */
  dirty: boolean;
  versionsHref: string;
  onPublish: () => void;
  onDiscard: () => void;
}

const by = (who: { name: string } | null) => (who ? ` by ${who.name}` : '');

export function PricesStatus({ sheet, dirty, versionsHref, onPublish, onDiscard }: PricesStatusProps) {
  const { published, draft } = sheet;
  return (
    <section className="card prices-status" aria-label="Published and draft prices">
      <div className="prices-status__facts">
        <p className="prices-status__line">
          <Badge tone="success">Live</Badge>{' '}
          {published ? (
            <span>
              <strong>Version {published.version}</strong>, published {formatLondonDateTime(published.published_at)}
              {by(published.published_by)}
            </span>
          ) : (
            <span>Nothing published yet: the website offers Quote Now.</span>
          )}
        </p>
        <p className="prices-status__line">
          {draft ? (
            <>
              <Badge tone="warning">Draft</Badge>{' '}
              <span>
                Unpublished changes saved {formatLondonDateTime(draft.updated_at)}
                {by(draft.updated_by)}. The website still uses the published prices.
              </span>
            </>
          ) : (
            <>
              <Badge>No draft</Badge> <span>No unpublished changes.</span>
            </>
          )}
        </p>
        {dirty && (
          <p className="prices-status__line">
            <Badge tone="info">Unsaved</Badge> <span>You have edits on this page that are not saved yet.</span>
          </p>
        )}
      </div>
      <div className="prices-status__actions">
        {sheet.can_edit && draft && (
          <>
            <button type="button" className="button button--primary" onClick={onPublish}>
              Publish…
            </button>
            <button type="button" className="button" onClick={onDiscard}>
              Discard draft…
            </button>
          </>
        )}
        <Link className="button button--ghost" to={versionsHref}>
          Versions
        </Link>
        <a className="button button--ghost prices-status__to-check" href="#price-check">
          Price check
        </a>
      </div>
    </section>
  );
}

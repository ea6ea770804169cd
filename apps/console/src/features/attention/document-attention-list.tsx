import { Link } from 'react-router';
import type { DocumentAttention } from '@kerbside/contract';

/**
 * The documents part of Needs attention: drivers' and vehicles' documents expired (first) or
 * expiring within the company's warning days, each linking to the driver's page to record the new date.
 */
export function DocumentAttentionList({ documents, showCompany }: { documents: DocumentAttention[]; showCompany: boolean }) {
  return (
    <section className="attention-documents" aria-labelledby="attention-documents-title">
      <h2 id="attention-documents-title" className="attention-documents__title">
        Drivers’ documents
      </h2>
      <ul className="attention-list" aria-label="Documents that need attention">
        {documents.map((item) => (
          <li key={`${item.driver.id}-${item.document}`} className={`attention-row attention-row--document${item.expired ? ' attention-row--expired' : ''}`} data-driver-id={item.driver.id}>
            <div className="attention-row__what">
              <p className="attention-row__title">
                <Link to={`/drivers/${item.driver.id}`}>{item.text}</Link>
                <span className="attention-row__reason">{item.expired ? 'Expired' : 'Expires soon'}</span>
              </p>
              <p className="attention-row__detail">
                {item.expired ? 'Cannot be given jobs until it is renewed' : 'Record the renewed document on the driver’s page'}
                {showCompany ? ` · ${item.company_name}` : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

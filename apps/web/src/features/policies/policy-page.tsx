import type { PolicyDocument } from './policy-document';
import './policy-page.css';

interface PolicyPageProps {
  document: PolicyDocument;
  companyName: string;
}

/** A legal page (privacy policy, terms): plain text with a contents list, rendered on the server too. */
export function PolicyPage({ document, companyName }: PolicyPageProps) {
  return (
    <article className="page container policy-page" aria-labelledby="policy-title">
      <title>{`${document.title} | ${companyName}`}</title>
      <h1 id="policy-title" className="page__title">
        {document.title}
      </h1>
      {document.intro.map((text) => (
        <p key={text} className="policy-page__intro">
          {text}
        </p>
      ))}
      <nav className="policy-page__contents" aria-label="Contents">
        <h2 className="policy-page__contents-title">Contents</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} className="policy-page__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.heading}</h2>
          {section.paragraphs?.map((text) => <p key={text}>{text}</p>)}
          {section.items && section.items.length > 0 && (
            <ul>
              {section.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
          {section.after?.map((text) => <p key={text}>{text}</p>)}
        </section>
      ))}
    </article>
  );
}

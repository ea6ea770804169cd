import { pageTitle } from './page-title';

/** An area not built yet: its heading and title, so navigation and layout can be used and tested. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="page container">
      <title>{pageTitle(title)}</title>
      <h1 className="page__title">{title}</h1>
    </div>
  );
}

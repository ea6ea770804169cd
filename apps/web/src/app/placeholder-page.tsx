/** Screens that later issues build; each already has its route and title. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="page container">
      <title>{`${title} | Kerbside`}</title>
      <h1 className="page__title">{title}</h1>
      <p>This part of the booking website is coming soon. Please call us to book in the meantime.</p>
    </div>
  );
}

import './brand-mark.css';

/** The "K" square before the company's name in the website's header and the console's. */
export function BrandMark() {
  return (
    <span className="brand-mark" aria-hidden="true">
      K
    </span>
  );
}

import './skip-link.css';

/** The first stop of the keyboard, shown only while focused: past the header to `<main id="main">`. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}

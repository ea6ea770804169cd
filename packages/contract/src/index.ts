export * from './settings.js';
export * from './limits.js';
export * from './messages.js';
export * from './envelope.js';
export * from './paths.js';
export * from './booking-form.js';
export * from './quotes.js';
export * from './catalogue.js';

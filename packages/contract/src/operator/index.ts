export * from './session.js';
export * from './paths.js';
export * from './messages.js';
export * from './events.js';
export * from './id-params.js';
export * from './staff.js';
export * from './drivers.js';
export * from './driver-fields.js';

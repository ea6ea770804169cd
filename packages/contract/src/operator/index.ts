export * from './session.js';
export * from './paths.js';
export * from './messages.js';
export * from './events.js';

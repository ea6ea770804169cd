/** Card pay links (issue 24 §1–§3): see README.md. */
export { type AwaitingPayment, createPayLinksRepository, type NewPayLink, type PayLink, type PayLinksRepository } from './pay-links.repository.js';
export type { PayLinkKind, PayLinkStatus } from './pay-links.tables.js';

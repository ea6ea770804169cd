/** The shape of a module's retention sweep, run per company by the daily retention task (retention-sweep.ts). */
export type { RetentionCounts, RetentionSweep, RetentionWindow } from './retention-sweep.js';

// A sample for eslint-rules.test.ts: the other half of the cycle.
import { a } from './cycle-a.js';

export const b = (): string => `b${a.length}`;

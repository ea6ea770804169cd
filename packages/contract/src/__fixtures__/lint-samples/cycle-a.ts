// A sample for eslint-rules.test.ts: imports cycle-b.ts, which imports this file (import-x/no-cycle fires).
import { b } from './cycle-b.js';

export const a = (): string => `a${b.length}`;

/** Path and query parameters the operator API's areas share. */
import { z } from 'zod';

/** The largest id: PostgreSQL's integer, so a bigger number is a 400, never a database error. */
export const MAX_ID = 2 ** 31 - 1;

export const recordId = () => z.coerce.number().int().positive().max(MAX_ID);

/** `/…/{id}` of one record. */
export const idParamsSchema = z.object({ id: recordId() });

/** A platform admin may narrow a list to one company; a company's staff always see their own. */
export const companyFilterField = () => recordId().optional().describe("Platform admins: only this company's rows. Ignored for a company's staff.");

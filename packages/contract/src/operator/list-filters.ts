/** Pieces the console's lists share: row ids in paths and queries, and the company filter. */
import { z } from 'zod';

/** A database id in a path or query string: a positive 32-bit integer. */
export const operatorRowId = () => z.coerce.number().int().positive().max(2 ** 31 - 1);

/**
 * `?company_id=` of a list: a company's id, or `none` for rows of no company (the platform's
 * inbox, the platform's own mail). Only a platform admin's lists are narrowed by it; a company's
 * staff always see their own company, whatever they ask for.
 */
export const companyFilterSchema = z.union([z.literal('none'), operatorRowId()]);
export type CompanyFilter = z.infer<typeof companyFilterSchema>;

/** A company a row belongs to, by id and name. */
export const companyRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

/** Rows per page of the console's lists. */
export const OPERATOR_PAGE_SIZE = 50;

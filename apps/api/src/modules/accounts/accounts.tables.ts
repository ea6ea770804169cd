/** Tables of the accounts module, merged into the Database type in db/schema.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccountsTables {}

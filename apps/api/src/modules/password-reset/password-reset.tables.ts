/** Tables of the password-reset module, merged into the Database type in db/schema.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PasswordResetTables {}

/** Tables of the member area (interfaces in Kysely's style; the migration creates them). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MemberTables {}

/** The forms area's tables as Kysely sees them (merged into Database in schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FormsTables {}

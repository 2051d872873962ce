/** The repair area's tables (migration 007_repair). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RepairTables {}

/** Current time as the ISO-8601 string stored in every timestamp column. */
export const nowIso = (): string => new Date().toISOString();

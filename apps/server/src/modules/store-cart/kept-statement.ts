/** Moved to platform/ (the outbox and data versions use it too); kept here for existing imports. */
export { keptStatement } from '../../platform/kept-statement.ts';

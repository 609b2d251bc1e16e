/** A failure an import or export command reports on one line (or one list), changing nothing. */
export class ImportError extends Error {}

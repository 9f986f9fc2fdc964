/** A day as the date inputs and the URL write it. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range the reader is typing, applied to the search only once it is valid. */
export type RangeDraft = { start: string; end: string };

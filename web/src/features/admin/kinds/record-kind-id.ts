/** The two record kinds of the back office; each has a description in kinds/ that the generic screens read. */
export type RecordKindId = 'donations' | 'partners';

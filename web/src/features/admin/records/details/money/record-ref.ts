import type { RecordCollection } from '@hope/domain/records';

/** Which record an action is about. */
export type RecordRef = { collection: RecordCollection; id: string };

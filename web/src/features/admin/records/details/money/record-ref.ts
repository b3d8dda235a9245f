import type { RecordCollection } from '@hope/domain';

/** Which record an action is about. */
export type RecordRef = { collection: RecordCollection; id: string };

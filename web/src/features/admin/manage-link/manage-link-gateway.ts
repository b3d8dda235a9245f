import type { RecordCollection } from '@hope/domain/records';
import { callable } from '../data/callable';

/** Turns off every manage link of the record made until now (owners and admins; the function checks). */
export const turnOffManageLink = (target: { collection: RecordCollection; id: string }) =>
  callable<{ collection: RecordCollection; id: string }, { ok: true }>('/api/portal/turn-off')(target);

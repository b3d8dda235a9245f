import {
  DEPOSITS_COLLECTION,
  depositBatchSchema,
  type DepositBatch,
  type DepositRequestInput,
} from '@hope/domain/deposits';
import { collection, doc, limit, onSnapshot, orderBy, query, type Unsubscribe } from 'firebase/firestore';
import { callable } from '../data/callable';
import { downloadPdf } from '../../../lib/download';
import { db } from '../firebase';

/*
 * The Deposits screen's data: the batches, live (every member reads them), and the depositAction and
 * depositSlip functions. No browser writes a batch: every step is a call that checks the member's role.
 */

export type BatchEntry = DepositBatch & { id: string };

/** How many recent batches the list shows: a year of weekly deposits, and the list stays small. */
const RECENT_BATCHES = 60;

const parsed = (id: string, data: unknown): BatchEntry | null => {
  const result = depositBatchSchema.safeParse(data);
  return result.success ? { ...result.data, id } : null;
};

/** The recent batches, newest first, or why they could not be read. */
export type BatchesState = { status: 'ready'; batches: BatchEntry[] } | { status: 'error'; batches: [] };

export function watchBatches(onChange: (state: BatchesState) => void): Unsubscribe {
  const ref = query(collection(db, DEPOSITS_COLLECTION), orderBy('opened.at', 'desc'), limit(RECENT_BATCHES));
  return onSnapshot(
    ref,
    (snapshot) =>
      onChange({
        status: 'ready',
        batches: snapshot.docs.flatMap((entry) => parsed(entry.id, entry.data()) ?? []),
      }),
    (error) => {
      console.error('Listening to the deposits failed', error);
      onChange({ status: 'error', batches: [] });
    },
  );
}

/** One batch, live; null once read and missing. */
export function watchBatch(batchId: string, onChange: (batch: BatchEntry | null) => void): Unsubscribe {
  return onSnapshot(
    doc(db, DEPOSITS_COLLECTION, batchId),
    (snapshot) => onChange(snapshot.exists() ? parsed(snapshot.id, snapshot.data()) : null),
    (error) => console.error('Listening to the deposit batch failed', error),
  );
}

export const depositStep = callable<DepositRequestInput, { batchId: string; replayed: boolean }>(
  '/api/deposits/action',
);

const slip = callable<{ batchId: string }, { fileName: string; base64: string }>('/api/deposits/slip');

/** Saves the batch's slip as a PDF file. */
export async function downloadSlip(batchId: string): Promise<void> {
  const { fileName, base64 } = await slip({ batchId });
  downloadPdf(base64, fileName);
}

import {
  DEPOSITS_COLLECTION,
  depositBatchSchema,
  type DepositBatch,
  type DepositRequestInput,
} from '@hope/domain/deposits';
import { callable } from '../data/callable';
import type { DocumentSpec, QuerySpec } from '../data/provider';
import { downloadPdf } from '../records/list/download';

/*
 * The Deposits screen's data: the batches, live (every member reads them), and the depositAction and
 * depositSlip functions. No browser writes a batch: every step is a call that checks the member's role.
 */

export type BatchEntry = DepositBatch & { id: string };

/** How many recent batches the list shows: a year of weekly deposits, and the list stays small. */
const RECENT_BATCHES = 60;

/** The recent batches, newest first, or why they could not be read. */
export type BatchesState =
  { status: 'ready'; batches: readonly BatchEntry[] } | { status: 'error'; batches: [] };

/**
 * The recent batches, newest first: one listener for the back office, kept until sign-out, so going back to the
 * list from a batch re-reads nothing.
 */
export const recentBatchesQuery = {
  collection: DEPOSITS_COLLECTION,
  schema: depositBatchSchema,
  orderBy: [['opened.at', 'desc']],
  limit: RECENT_BATCHES,
  keep: 'session',
} satisfies QuerySpec;

export const batchDocument = (batchId: string) =>
  ({ collection: DEPOSITS_COLLECTION, id: batchId, schema: depositBatchSchema }) satisfies DocumentSpec;

export const depositStep = callable<DepositRequestInput, { batchId: string; replayed: boolean }>(
  '/api/deposits/action',
);

const slip = callable<{ batchId: string }, { fileName: string; base64: string }>('/api/deposits/slip');

/** Saves the batch's slip as a PDF file. */
export async function downloadSlip(batchId: string): Promise<void> {
  const { fileName, base64 } = await slip({ batchId });
  downloadPdf(base64, fileName);
}

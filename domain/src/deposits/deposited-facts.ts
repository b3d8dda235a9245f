import { type RecordCollection, type RecordRef } from '../records';
import { formatDayKey } from '../time';
import { batchLabel, type DepositBatch, type DepositItem } from './deposit-batch';
import { itemFactKey, newPayerCollection } from './deposit-records';

/*
 * Which payments on the records a signed-off batch carried. A sign-off writes each item on its record in the
 * same transaction as the batch, and nothing in the batch changes after it, so a payment fact and its item
 * always agree: the record (a new payer's is created with the item's id) and the fact's key.
 */

export type SignedOffBatch = Pick<DepositBatch, 'state' | 'items' | 'deposited_on' | 'name'> & { id: string };

export interface DepositedFact {
  batchId: string;
  /** How people name the batch (batchLabel). */
  batchName: string;
  depositedOn: string;
}

/** The record a batch item pays. */
export function itemRecord(item: DepositItem): RecordRef {
  const payer = item.payer;
  return payer.type === 'existing'
    ? { collection: payer.collection, id: payer.id }
    : { collection: newPayerCollection(payer), id: item.id };
}

/** A payment fact's place: its record and its key in the record's `checks`. */
export const factPlace = (collection: RecordCollection, recordId: string, key: string) =>
  `${collection}/${recordId}/${key}`;

/** Every payment the signed-off batches carried, by its place, with its batch. */
export function depositedFacts(batches: readonly SignedOffBatch[]): Map<string, DepositedFact> {
  const facts = new Map<string, DepositedFact>();
  for (const batch of batches) {
    if (batch.state !== 'deposited' || !batch.deposited_on) continue;
    for (const item of batch.items) {
      const record = itemRecord(item);
      facts.set(factPlace(record.collection, record.id, itemFactKey(item)), {
        batchId: batch.id,
        batchName: batchLabel(batch),
        depositedOn: batch.deposited_on,
      });
    }
  }
  return facts;
}

/** Why a check a signed-off deposit carried is not corrected from the record: the deposit is the record of it. */
export function depositedCheckRefusal(checkNumber: string, deposit: DepositedFact) {
  return {
    message:
      `Check ${checkNumber} is part of ${deposit.batchName}, signed off by two members on ` +
      `${formatDayKey(deposit.depositedOn)}, so it cannot be corrected here: a change to it must go through ` +
      'that deposit.',
    field: 'checkNumber' as const,
  };
}

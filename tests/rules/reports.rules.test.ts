import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesBed } from './rules-bed';

const bed = rulesBed();

/*
 * The Reports screen stores nothing: it computes the month and the year in the browser from the records, the
 * payouts and the deposit batches, with exactly these queries. Every member runs them, viewers included; a
 * report written by a browser is refused (there is no reports collection to write).
 */
const reads = (db: ReturnType<typeof bed.as>) => [
  query(
    collection(db, 'donations'),
    where('created_at', '>=', '2025-01-01T08:00:00.000Z'),
    where('created_at', '<', '2027-01-01T08:00:00.000Z'),
  ),
  query(
    collection(db, 'community_partners'),
    where('created_at', '>=', '2025-01-01T08:00:00.000Z'),
    where('created_at', '<', '2027-01-01T08:00:00.000Z'),
  ),
  query(
    collection(db, 'payouts'),
    where('arrival_date', '>=', '2026-03-01'),
    where('arrival_date', '<', '2026-04-01'),
  ),
  query(
    collection(db, 'deposits'),
    where('deposited_on', '>=', '2026-03-01'),
    where('deposited_on', '<=', '2026-03-31'),
  ),
];

describe('reports (computed in the browser, never stored)', () => {
  it("lets every member read what a month's report needs, viewers included, and no visitor", async () => {
    await bed.seed('payouts/po_1', { payout_id: 'po_1', arrival_date: '2026-03-05', lines: [] });
    await bed.seed('deposits/b1', { state: 'deposited', deposited_on: '2026-03-30' });
    for (const role of ['owner', 'admin', 'viewer'] as const) {
      for (const read of reads(bed.as(role))) await assertSucceeds(getDocs(read));
    }
    for (const read of reads(bed.visitor())) await assertFails(getDocs(read));
    for (const read of reads(bed.member())) await assertFails(getDocs(read));
  });

  it('lets no browser store a report', async () => {
    const report = { month: '2026-03', net: 109_680 };
    for (const role of ['owner', 'admin', 'viewer'] as const) {
      await assertFails(setDoc(doc(bed.as(role), 'reports/2026-03'), report));
    }
  });
});

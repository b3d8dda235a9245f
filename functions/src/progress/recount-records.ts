import {
  campaignsTouched,
  contributionOf,
  countedSchema,
  currentHead,
  newHead,
  progressShardSchema,
  recountedShards,
  sameContribution,
  shardKey,
  shardOf,
  stillCounted,
  type ProgressHead,
  type ProgressShard,
} from '@hope/domain/progress';
import { randomUUID } from 'node:crypto';
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { firestore } from '../firestore';
import { settingsOf, settingsRef } from '../settings/read-settings';
import { countedRef, headRef, shardRef } from './progress-refs';

const shardOfDoc = (snapshot: DocumentSnapshot): ProgressShard | null =>
  snapshot.exists ? (progressShardSchema.safeParse(snapshot.data()).data ?? null) : null;

/**
 * Brings the given records' part of the campaigns' progress up to date with the records as they are now (see
 * domain/src/progress/recount.ts), in one transaction that also reads the settings' campaigns and the campaigns'
 * heads: a record changed, campaign dates changed or a count started again meanwhile makes it run again. A record
 * counted as it is writes nothing (no shard is even read), so running it late or twice changes nothing. Only the
 * record's own shard of a campaign is written. A campaign without a head of this build gets one (a new epoch).
 * Returns whether it found a head kept by an earlier build, whose campaign must then be counted again from every
 * record.
 */
export async function recountRecords(records: readonly DocumentReference[]): Promise<boolean> {
  if (records.length === 0) return false;
  const counteds = records.map((ref) => countedRef(ref.parent.id, ref.id));
  return firestore().runTransaction(async (tx) => {
    const [settings, ...snapshots] = await tx.getAll(settingsRef(), ...records, ...counteds);
    const { campaigns, time_zone: timeZone } = settingsOf(settings!);
    const at = new Date();
    const read = records.map((ref, index) => {
      const record = snapshots[index]!;
      const countedDoc = snapshots[records.length + index]!;
      return {
        countedRef: counteds[index]!,
        shard: shardOf(ref.parent.id, ref.id),
        countedDoc: countedDoc.exists ? countedSchema.parse(countedDoc.data()) : null,
        now: contributionOf(
          timeZone,
          ref.parent.id,
          record.exists ? (record.data() as never) : null,
          campaigns,
        ),
      };
    });
    const ids = campaignsTouched(read.map(({ countedDoc, now }) => ({ counted: countedDoc, now })));
    if (ids.length === 0) return false;
    const heads = new Map<string, ProgressHead>();
    const started = new Set<string>();
    let earlier = false;
    (await tx.getAll(...ids.map(headRef))).forEach((snapshot, index) => {
      const id = ids[index]!;
      const head = currentHead(snapshot.data());
      if (!head && snapshot.exists) earlier = true;
      if (!head) started.add(id);
      heads.set(id, head ?? newHead(id, at, randomUUID()));
    });
    const moved = read
      .map((entry) => ({ ...entry, counted: stillCounted(entry.countedDoc, heads) }))
      // A counted document of an earlier epoch is rewritten (or removed) even where nothing is to be counted.
      .filter(({ counted, now, countedDoc }) => !sameContribution(counted, now) || (countedDoc && !counted));
    if (moved.length === 0) return earlier;

    const touched = new Map<string, { campaignId: string; shard: number }>();
    for (const { counted, now, shard } of moved) {
      if (sameContribution(counted, now)) continue;
      for (const campaignId of [counted?.campaignId, now?.campaignId])
        if (campaignId) touched.set(shardKey(campaignId, shard), { campaignId, shard });
    }
    const places = [...touched.values()];
    const shardDocs = places.length
      ? await tx.getAll(...places.map(({ campaignId, shard }) => shardRef(campaignId, shard)))
      : [];
    const stored = new Map(
      places.map(({ campaignId, shard }, index) => [
        shardKey(campaignId, shard),
        shardOfDoc(shardDocs[index]!),
      ]),
    );
    const updated = recountedShards(heads, stored, moved, at);
    for (const shard of updated.values()) tx.set(shardRef(shard.campaign_id, shard.shard), shard);
    // A head started here is written with the first shard counted under it.
    for (const id of started)
      if ([...updated.values()].some((shard) => shard.campaign_id === id))
        tx.set(headRef(id), heads.get(id)!);
    for (const { countedRef: ref, now } of moved) {
      if (now) tx.set(ref, { ...now, epoch: heads.get(now.campaignId)!.epoch });
      else tx.delete(ref);
    }
    return earlier;
  });
}

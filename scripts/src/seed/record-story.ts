import {
  parseStoredRecord,
  recordEventSchema,
  settle,
  type Actor,
  type RecordCollection,
  type RecordEvent,
  type RecordEventKind,
  type StoredRecord,
  type Transition,
} from '@hope/domain/records';

/**
 * A demo record's life, told the way the app lives it: the record as the public page or the office created it,
 * then each fact that happened to it (a checkout completed, a monthly payment, a check recorded, a benefit
 * delivered), each decided by the domain's own transition at its own time.
 */
export interface RecordStory {
  collection: RecordCollection;
  /** The record as its creator built it (the domain's builders for the public page and the office). */
  record: StoredRecord;
  created: { kind: Extract<RecordEventKind, 'created' | 'pledged'>; summary: string; actor: Actor };
  steps: StoryStep[];
}

export interface StoryStep {
  at: Date;
  actor: Actor;
  /** The Stripe event or office request the fact came from: what makes its entries' ids repeatable. */
  source: string | null;
  decide: (current: StoredRecord) => Transition;
}

export interface PlayedStory {
  record: StoredRecord;
  /** History entries with their ids (null: a fresh id, as the server's writer picks). */
  events: { id: string | null; event: RecordEvent }[];
}

/**
 * The record and its history after every step, exactly as the server's create and apply write them: the record
 * parsed with the schema the back office reads with, a 'created' (or 'pledged') entry at its creation, then
 * each transition settled (money fields derived from the payment facts) and parsed again, a payment's entry
 * written once under its own id.
 */
export function playStory(story: RecordStory, id: string): PlayedStory {
  const { collection } = story;
  let record = parseStoredRecord(collection, story.record);
  const events: PlayedStory['events'] = [
    {
      id: `created_${collection}_${id}`,
      event: recordEventSchema.parse({
        ...story.created,
        collection,
        record_id: id,
        at: record.created_at,
        changes: {},
        payment: null,
        source: null,
      }),
    },
  ];
  const written = new Set<string>();
  for (const step of story.steps) {
    const settled = settle(record, step.decide(record), {
      collection,
      id,
      now: step.at,
      actor: step.actor,
      source: step.source,
    });
    // As the server writes only what changed: a transition that changed nothing leaves the record as it was.
    if (Object.keys(settled.update).length > 0) record = parseStoredRecord(collection, settled.next);
    for (const { id: entryId, event } of settled.events) {
      if (entryId !== null && written.has(entryId)) continue;
      if (entryId !== null) written.add(entryId);
      events.push({ id: entryId, event: recordEventSchema.parse(event) });
    }
  }
  return { record, events };
}

import { classParticipation } from '@hope/domain/classes';
import { computeDashboard } from '@hope/domain/dashboard';
import {
  countedRecords,
  derivePaymentFields,
  hasPaymentFacts,
  paymentEventId,
  paymentLines,
  paymentStatus,
  pledgeLedger,
  type DonationRecord,
  type PartnerRecord,
  type RecordCollection,
  type RecordEvent,
  type StoredRecord,
} from '@hope/domain/records';
import { defaultTimeZone, inCampaign, type SchoolSettings } from '@hope/domain/settings';

export interface DemoState {
  settings: SchoolSettings;
  donations: DonationRecord[];
  partners: PartnerRecord[];
  /** Every history entry, by its id. */
  events: Map<string, RecordEvent>;
  now: Date;
}

/** Where one record contradicts itself or its history, in the words a treasurer would use. */
function recordContradictions(
  collection: RecordCollection,
  record: StoredRecord & { id: string },
  state: DemoState,
) {
  const found: string[] = [];
  const name = `${collection}/${record.id}`;
  const lines = paymentLines(record);
  const status = paymentStatus(record);
  const received = pledgeLedger(record).received;
  if (status === 'completed' && (lines.length === 0 || received === 0))
    found.push(
      `${name} is Completed but its Payments panel shows ${lines.length} payments, $${received} received`,
    );
  if (status !== 'completed' && lines.length > 0)
    found.push(`${name} is ${status} with ${lines.length} payments`);
  if (record.net_payment !== null && !hasPaymentFacts(record))
    found.push(`${name} shows a net of $${record.net_payment} without any payment`);
  if (hasPaymentFacts(record) && derivePaymentFields(record).net_payment !== record.net_payment)
    found.push(`${name} shows a net of $${record.net_payment} its payments do not add up to`);
  const created = state.events.get(`created_${collection}_${record.id}`);
  if (!created || !['created', 'pledged'].includes(created.kind))
    found.push(`${name} has no 'created' entry`);
  for (const line of lines) {
    const entry = state.events.get(paymentEventId(collection, record.id, line.key));
    if (entry?.kind !== 'payment_received')
      found.push(`${name}'s payment ${line.key} has no payment_received entry`);
  }
  if ('company_name' in record && !record.level_benefits?.length)
    found.push(`${name} has no benefits as sold ("added before benefits were kept")`);
  return found;
}

/**
 * Everything in which the demo contradicts itself: each record's status against its payments and history, the
 * classes' sizes and participation, and the benefits the dashboard says are owed. Empty when it agrees.
 */
export function demoContradictions(state: DemoState): string[] {
  const found = [
    ...state.donations.flatMap((record) => recordContradictions('donations', record, state)),
    ...state.partners.flatMap((record) => recordContradictions('community_partners', record, state)),
  ];
  const unsized = state.settings.classes.filter((choice) => !choice.size).map((choice) => choice.label);
  if (unsized.length > 0) found.push(`classes without a size: ${unsized.join(', ')}`);
  const thisYear = state.settings.campaigns[0]!;
  const current = <R extends StoredRecord>(records: R[]): R[] =>
    countedRecords(records.filter((record) => inCampaign(defaultTimeZone, record.created_at, thisYear)));
  const participation = classParticipation(
    [
      ...current(state.donations).map((record) => ({ ...record, giver: record.parent_name })),
      ...current(state.partners).map((record) => ({ ...record, giver: record.company_name })),
    ],
    state.settings,
  );
  if (!participation.ranked.some((entry) => entry.families > 0))
    found.push('the Classes participation view is empty');
  const figures = computeDashboard(
    defaultTimeZone,
    current(state.donations),
    current(state.partners),
    state.now,
  );
  if (figures.benefitsOwed === 0) found.push('the dashboard shows 0 Benefits Owed');
  if (!state.partners.some((partner) => Object.keys(partner.benefits_delivered ?? {}).length > 0))
    found.push('no sponsor has had a benefit delivered');
  return found;
}

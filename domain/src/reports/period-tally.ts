import { countedRecords, type StoredRecord } from '../records';
import type { Campaign } from '../settings';
import { incomeShares } from './income-split';
import { moneyEvents, type MoneyEvent } from './money-events';
import { schoolDayOf } from './school-day';
import { inPeriod, type ReportPeriod } from './report-period';
import { addEvent, addTally, emptyTally, type Tally } from './tally';

/** The records and school facts a report is computed from. */
export interface ReportSource {
  timeZone: string;
  campaigns: readonly Pick<Campaign, 'id' | 'name' | 'start' | 'end'>[];
  /** Donations and partners; voided ones are left out, as from every figure. */
  records: readonly StoredRecord[];
}

export interface CampaignTally {
  /** The campaign's id, or null for records created outside every campaign's dates. */
  id: string | null;
  name: string;
  tally: Tally;
}

export interface PeriodTally {
  period: ReportPeriod;
  /** The campaigns with money in the period, in the settings' order (oldest first), then "No campaign". */
  campaigns: CampaignTally[];
  total: Tally;
}

export const NO_CAMPAIGN = 'No campaign';

/** The records that count, each with its dated money: read once, then tallied and searched for what is in transit. */
export type DatedRecords = { record: StoredRecord; events: MoneyEvent[] }[];

export function datedRecords(source: ReportSource): DatedRecords {
  return countedRecords(source.records).map((record) => ({
    record,
    events: moneyEvents(source.timeZone, record),
  }));
}

/** Every payment, refund and dispute of the records dated in the period, by the campaign of its record. */
export function tallyPeriod(
  source: ReportSource,
  period: ReportPeriod,
  dated: DatedRecords = datedRecords(source),
): PeriodTally {
  const ordered = [...source.campaigns].sort((a, b) => a.start.localeCompare(b.start));
  const byCampaign = new Map<string | null, Tally>();
  for (const { record, events: all } of dated) {
    const events = all.filter((event) => inPeriod(period, event.day));
    if (events.length === 0) continue;
    // A record belongs to the campaign whose school-time dates contain its creation.
    const created = schoolDayOf(source.timeZone, record.created_at);
    const id = ordered.find((campaign) => campaign.start <= created && created <= campaign.end)?.id ?? null;
    let tally = byCampaign.get(id);
    if (!tally) byCampaign.set(id, (tally = emptyTally()));
    const shares = incomeShares(record);
    for (const event of events) addEvent(tally, shares, event);
  }
  const campaigns: CampaignTally[] = [
    ...ordered.map((campaign) => ({ id: campaign.id, name: campaign.name })),
    { id: null, name: NO_CAMPAIGN },
  ].flatMap(({ id, name }) => {
    const tally = byCampaign.get(id);
    return tally ? [{ id, name, tally }] : [];
  });
  const total = emptyTally();
  for (const campaign of campaigns) addTally(total, campaign.tally);
  return { period, campaigns, total };
}

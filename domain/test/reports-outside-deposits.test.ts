import { describe, expect, it } from 'vitest';
import { depositTransition, type DepositItem } from '../src/deposits';
import {
  moneyActionTransition,
  settle,
  type MoneyAction,
  type StoredRecord,
  type Transition,
} from '../src/records';
import { monthJournal, monthReport, monthReportRows, type JournalEntry } from '../src/reports';
import { donation } from './fixtures';
import { campaigns, checkBatch } from './reports-fixtures';

const timeZone = 'America/Los_Angeles';
const NOW = new Date('2026-04-05T18:00:00.000Z');
const context = { collection: 'donations' as const, id: 'd1', now: NOW, actor: { type: 'stripe' as const } };

function applied(record: StoredRecord & { id: string }, transition: Transition) {
  return { ...settle(record, transition, { ...context, id: record.id, source: null }).next, id: record.id };
}

/** A check pledge whose $1,000 check one member recorded with "Record check received". */
function recordedByOneMember(depositedOn: string, id = 'd1') {
  const pledge = donation({
    id,
    parent_name: 'Rivera family',
    donation_type: 'check',
    donation_amount: 1000,
  });
  const action: MoneyAction = {
    action: 'record_check',
    collection: 'donations',
    id,
    requestId: 'req-0001-abcd',
    checkNumber: '1042',
    amount: 1000,
    depositedOn,
  };
  return applied(pledge, moneyActionTransition(action, 'treasurer@example.org', NOW, pledge));
}

const bankOf = (entry: JournalEntry) => entry.lines.find((line) => line.account === 'bank')?.cents ?? 0;
const inPersonEntries = (entries: JournalEntry[]) =>
  entries.filter((entry) => !entry.narration.startsWith('Stripe payout'));

describe('cash and checks one member recorded outside a signed-off deposit', () => {
  it('reach the journal: the $1,000 check recorded with "Record check received" is booked on its day', () => {
    const source = {
      timeZone,
      campaigns,
      records: [recordedByOneMember('2026-03-12')],
      payouts: [],
      batches: [],
    };
    const report = monthReport(source, '2026-03');
    expect(report.total.methods.check).toBe(100_000);
    const journal = monthJournal(source, '2026-03');
    expect(journal).toEqual([
      {
        number: 'R202603-01',
        day: '2026-03-12',
        narration: 'Cash and checks recorded outside a deposit batch, 2026-03-12',
        lines: [
          {
            account: 'bank',
            cents: 100_000,
            description: 'Deposit: recorded by one member outside a deposit batch: Check #1042',
          },
          {
            account: 'donations',
            cents: -100_000,
            description: 'Donations: recorded by one member outside a deposit batch: Check #1042',
          },
        ],
      },
    ]);
    // Every dollar the report shows received by check or cash is a dollar the journal puts in the bank.
    const booked = inPersonEntries(journal).reduce((sum, entry) => sum + bankOf(entry), 0);
    expect(booked).toBe(report.total.methods.check + report.total.methods.cash);
  });

  it('are named apart in the month report, with who recorded each', () => {
    const source = {
      timeZone,
      campaigns,
      records: [recordedByOneMember('2026-03-12')],
      payouts: [],
      batches: [],
    };
    const report = monthReport(source, '2026-03');
    expect(report.outsideDeposits).toMatchObject([
      { recordId: 'd1', label: 'Check #1042', name: 'Rivera family', day: '2026-03-12', cents: 100_000 },
    ]);
    const rows = monthReportRows(report).filter(
      (row) => row.section === 'Recorded by one member, not in a signed-off deposit',
    );
    expect(rows).toEqual([
      {
        section: 'Recorded by one member, not in a signed-off deposit',
        label: 'Check #1042, Rivera family, deposited 2026-03-12, recorded by treasurer@example.org',
        cents: 100_000,
        total: false,
      },
      {
        section: 'Recorded by one member, not in a signed-off deposit',
        label: 'Total recorded by one member',
        cents: 100_000,
        total: true,
      },
    ]);
    expect(report.inTransit.outside).toEqual([]);
  });

  it('are deposits in transit when deposited in the month’s last three days', () => {
    const source = {
      timeZone,
      campaigns,
      records: [recordedByOneMember('2026-03-30')],
      payouts: [],
      batches: [],
    };
    const { inTransit } = monthReport(source, '2026-03');
    expect(inTransit.outside).toMatchObject([{ day: '2026-03-30', cents: 100_000 }]);
    expect(inTransit.total).toBe(100_000);
    const rows = monthReportRows(monthReport(source, '2026-03'));
    expect(rows).toContainEqual({
      section: 'Deposits in transit',
      label: 'Cash and checks recorded outside a deposit batch on 2026-03-30 (1 item)',
      cents: 100_000,
      total: false,
    });
  });

  it('leave out a check a signed-off batch carried: the batch books it, once', () => {
    const item: DepositItem = {
      id: 'item-1',
      method: 'check',
      amount_cents: 100_000,
      check_number: '1042',
      payer: { type: 'existing', collection: 'donations', id: 'd1', name: 'Rivera family' },
      added: { uid: 'u1', email: null, at: '2026-03-12T18:00:00.000Z' },
    };
    const pledge = donation({ id: 'd1', donation_type: 'check', donation_amount: 1000 });
    const paid = applied(pledge, depositTransition([item], 'batch-1', '2026-03-12', 'u2', NOW.toISOString()));
    const batches = [
      checkBatch('batch-1', '2026-03-12', 100_000, '1042', { collection: 'donations', id: 'd1' }),
    ];
    const source = { timeZone, campaigns, records: [paid], payouts: [], batches };
    expect(monthReport(source, '2026-03').outsideDeposits).toEqual([]);
    const journal = monthJournal(source, '2026-03');
    expect(journal.map((entry) => [entry.narration, bankOf(entry)])).toEqual([
      ['Deposit BATCH-1 (cash and checks)', 100_000],
    ]);
  });
});

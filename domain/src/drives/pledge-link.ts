import { z } from '../zod';
import { pledgeAmountsSchema } from './pledge-request';
import type { Drive } from './drive';
import type { Pledge, PledgeStatus } from './pledge';
import { pledgeDueCents } from './drive-figures';
import { centsToDollars } from '../money';

/*
 * The relative's private link to their pledge (/s/<code>/pledge#id=...&key=...): it shows the pledge, changes
 * its amounts or cancels it before the results are in, and after a refused charge pays the amount with another
 * card. The key proves the link came from the pledge's mail.
 */

export const pledgeLinkMessages = {
  wrongKey: 'This link does not open this pledge',
  counted: 'The results are in: the pledge can no longer be changed',
  settled: 'This pledge is already settled',
  notFailed: 'This pledge has nothing to pay',
} as const;

const key = z.string({ error: pledgeLinkMessages.wrongKey }).max(200, pledgeLinkMessages.wrongKey);

export const pledgeLinkRequestSchema = z.discriminatedUnion(
  'op',
  [
    z.object({ key, op: z.literal('read') }),
    z.object({ key, op: z.literal('update'), form: pledgeAmountsSchema }),
    z.object({ key, op: z.literal('cancel') }),
    z.object({ key, op: z.literal('pay') }),
  ],
  { error: 'Please choose what to do with the pledge' },
);
export type PledgeLinkRequest = z.input<typeof pledgeLinkRequestSchema>;

/** What the link shows: the pledge's terms and state, and what a refused charge comes to. */
export interface PledgeView {
  status: PledgeStatus;
  rate: number;
  most: number | null;
  drive: Pick<Drive, 'name' | 'unit' | 'unit_es' | 'event_date' | 'max_units'>;
  pageCode: string;
  /** Dollars charged, or to pay after a refused charge; null before the count. */
  amount: number | null;
  units: number | null;
  failureReason: string | null;
}

export function pledgeView(pledge: Pledge, drive: Drive, units: number | null): PledgeView {
  const due = units === null ? null : pledgeDueCents(pledge, { [pledge.page_code]: units });
  return {
    status: pledge.status,
    rate: pledge.rate,
    most: pledge.most,
    drive: {
      name: drive.name,
      unit: drive.unit,
      unit_es: drive.unit_es,
      event_date: drive.event_date,
      max_units: drive.max_units,
    },
    pageCode: pledge.page_code,
    amount: pledge.charged_amount ?? (due === null ? null : centsToDollars(due)),
    units: pledge.charged_units ?? units,
    failureReason: pledge.failure_reason,
  };
}

/**
 * A change through the link: new amounts or a cancellation while the pledge is saved and its student not yet
 * counted. Gives the pledge as changed, or the words of the refusal.
 */
export function changePledge(
  pledge: Pledge,
  change: { op: 'update'; rate: number; most: number | null } | { op: 'cancel' },
  counted: boolean,
  now: Date,
): { ok: true; pledge: Pledge } | { ok: false; error: string } {
  if (pledge.status !== 'saved') return { ok: false, error: pledgeLinkMessages.settled };
  if (counted) return { ok: false, error: pledgeLinkMessages.counted };
  const at = now.toISOString();
  if (change.op === 'cancel') return { ok: true, pledge: { ...pledge, status: 'cancelled', updated_at: at } };
  return { ok: true, pledge: { ...pledge, rate: change.rate, most: change.most, updated_at: at } };
}

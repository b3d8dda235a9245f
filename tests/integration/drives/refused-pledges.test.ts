import { describe, expect, it } from 'vitest';
import { callFunction, memberToken } from '../../support/callable';
import { makePage, usePagesBed } from '../../support/pages-bed';
import { sandbox } from '../../support/sandbox';
import { CARDS, chargePledges, driveAction, openDrive, pledge } from '../../support/drives-bed';

const admin = usePagesBed();
const pledgeDoc = async (id: string) => (await admin.db.doc(`pledges/${id}`).get()).data()!;

describe('refused cards in the office', () => {
  it('names an expired card, charges a refused pledge again with a new try, or cancels it', async () => {
    const { code } = await makePage();
    const driveId = await openDrive();
    const expired = await pledge(admin.db, code);
    const declined = await pledge(
      admin.db,
      code,
      { name: 'Sam Lee', email: 'sam@example.com' },
      CARDS.declines,
    );
    await sandbox.expireCard((await pledgeDoc(expired)).payment_method);
    await driveAction({ op: 'counts', id: driveId, counts: { [code]: 10 } });
    expect(await chargePledges(admin.db, driveId)).toMatchObject({ counts: { failed: 2 } });
    expect(await pledgeDoc(expired)).toMatchObject({
      status: 'failed',
      failure_reason: 'The card has expired',
    });

    // A viewer acts on no pledge; only a refused pledge can be charged again or cancelled.
    const viewer = await memberToken('viewer@example.org', { role: 'viewer' });
    const asViewer = await callFunction(
      'driveAction',
      { op: 'retry', id: driveId, pledgeId: declined },
      viewer,
    );
    expect(asViewer.status).toBe(403);

    // Charged again, the card is refused again: a new try at Stripe, not a replay of the first answer.
    expect(await driveAction({ op: 'retry', id: driveId, pledgeId: declined })).toMatchObject({
      outcome: 'failed',
    });
    expect(await pledgeDoc(declined)).toMatchObject({ status: 'failed', charge_attempts: 2 });
    const tries = (await sandbox.requests()).filter(
      (entry) => entry.path === '/v1/payment_intents' && entry.method === 'POST',
    );
    expect(new Set(tries.map((entry) => entry.idempotencyKey)).size).toBe(3);

    expect(await driveAction({ op: 'cancel', id: driveId, pledgeId: declined })).toMatchObject({
      outcome: 'cancelled',
    });
    await expect(driveAction({ op: 'cancel', id: driveId, pledgeId: declined })).rejects.toThrow(
      'Only a pledge whose card was refused can be charged again or cancelled here',
    );
    expect(await pledgeDoc(declined)).toMatchObject({ status: 'cancelled' });
  });
});

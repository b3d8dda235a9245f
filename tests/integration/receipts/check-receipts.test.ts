import { receiptMailId } from '@hope/domain/receipts';
import { RECORD_EVENTS_COLLECTION } from '@hope/domain/records';
import { describe, expect, it } from 'vitest';
import { postApi, sponsorBody } from '../../support/api';
import { mailbox } from '../../support/maildev';
import { officeDonation, useReceiptsBed } from '../../support/receipts-bed';

const bed = useReceiptsBed();

describe('check pledges and checks received', () => {
  it('confirms a public check pledge with an invoice, then acknowledges the check once it is recorded', async () => {
    const { body } = await postApi<{ id: string }>(
      '/api/pledges/check',
      sponsorBody({ level: 'gold', plan: undefined }),
    );
    const [invoice] = await bed.inbox('sam@bayhardware.example.com');
    expect(invoice!.subject).toBe(
      'Your Gold sponsorship pledge and invoice from Hope Parent Organization ($1,200.00)',
    );
    for (const text of [
      'Amount due',
      '$1,200.00',
      'Gold Community Partnership',
      'Make check payable to',
      'Community Partnership',
      '123 Sample Street, Sampletown, CA 90000',
      'office@hope.example.org',
      'not a tax receipt',
    ]) {
      expect(invoice!.text).toContain(text);
    }
    expect(invoice!.attachments![0]!.filename).toMatch(/^invoice-INV-\w+\.pdf$/);
    expect(await bed.mailDoc(`pledge_community_partners_${body.id}`)).toMatchObject({ kind: 'pledge' });

    const check = {
      action: 'record_check' as const,
      collection: 'community_partners' as const,
      id: body.id,
      checkNumber: '1042',
      amount: 1200,
      depositedOn: '2026-11-02',
    };
    expect(await bed.act(check)).toMatchObject({ status: 200 });
    expect(await bed.act({ ...check, checkNumber: ' 1042 ' })).toMatchObject({ status: 200 });
    const messages = await bed.inbox('sam@bayhardware.example.com', 2);
    const receipt = messages.find((message) => message.subject.startsWith('Your receipt'))!;
    expect(receipt.subject).toBe(
      'Your receipt from Hope Parent Organization: $1,200.00 received November 2, 2026',
    );
    expect(receipt.text).toContain('Check #1042');
    expect(receipt.text).toContain('Gold sponsorship');
    expect((await bed.settled(2)).has(receiptMailId('community_partners', body.id, 'check_1042'))).toBe(true);
    expect(await mailbox.to('sam@bayhardware.example.com')).toHaveLength(2);
  });

  it('acknowledges a check the office marks received by its Payment Completed At, once', async () => {
    const ref = bed.admin.db.collection('donations').doc();
    await ref.set(officeDonation({ email: 'check-parent@example.com' }));
    const completedAt = '2026-10-20T19:00:00.000Z';
    // What the back office's edit writes: the changed field, and its history entry in the same batch.
    const edit = async () => {
      const batch = bed.admin.db.batch();
      batch.update(ref, { payment_completed_at: completedAt, net_payment: 250 });
      batch.set(bed.admin.db.collection(RECORD_EVENTS_COLLECTION).doc(), {
        kind: 'edited',
        collection: 'donations',
        record_id: ref.id,
        at: new Date().toISOString(),
        actor: { type: 'member', uid: 'office', email: 'treasurer@example.org' },
        summary: 'Edited in the back office',
        changes: { payment_completed_at: { before: null, after: completedAt } },
        payment: null,
        source: null,
      });
      await batch.commit();
    };
    await edit();
    const [message] = await bed.inbox('check-parent@example.com');
    expect(message!.text).toContain('Office Parent');
    expect(message!.text).toContain('$250.00');
    expect(message!.text).toContain('October 20, 2026');
    expect(message!.text).not.toContain('Secret Student');
    // The same completion written again (a second entry) makes no second receipt.
    await edit();
    const docs = await bed.settled(1);
    expect([...docs.keys()]).toEqual([receiptMailId('donations', ref.id, 'completed')]);
    // Recording the check's number afterwards acknowledges nothing new.
    await bed.act({
      action: 'record_check',
      collection: 'donations',
      id: ref.id,
      checkNumber: '77',
      amount: 250,
      depositedOn: '2026-10-20',
    });
    await bed.settled(1);
    expect(await mailbox.to('check-parent@example.com')).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { postApi } from '../../support/api';
import { mailTo, makePage, usePagesBed } from '../../support/pages-bed';
import { sessionIdOf } from '../../support/payments-bed';
import { expectDelivered, sandbox } from '../../support/sandbox';
import { CARDS, chargePledges, driveAction, openDrive, pledge } from '../../support/drives-bed';

const admin = usePagesBed();

/** The id and key of a pledge's private link, read from a mail as the relative would. */
function linkIn(text: string | undefined, code: string) {
  const found = new RegExp(`/s/${code}/pledge(?:\\?lang=es)?#id=([A-Za-z0-9]+)&key=([^\\s]+)`).exec(
    text ?? '',
  );
  expect(found, text).not.toBeNull();
  return { id: found![1]!, key: decodeURIComponent(found![2]!) };
}

const link = (id: string, body: Record<string, unknown>) =>
  postApi<Record<string, unknown>>(`/api/drives/pledges/${id}`, body);

describe("a pledge's private link", () => {
  it('changes the amounts or cancels before the results, and refuses a wrong key', async () => {
    const { code } = await makePage();
    await openDrive();
    const id = await pledge(admin.db, code);
    const { key } = linkIn((await mailTo('ana@example.com', /Your pledge for/)).text, code);

    expect((await link(id, { key: `${key.slice(0, -1)}x`, op: 'read' })).status).toBe(403);
    expect((await link(id, { key, op: 'read' })).body).toMatchObject({
      pledge: { status: 'saved', rate: 2, most: 50, drive: { name: 'Fun Run 2027' }, amount: null },
    });
    const refused = await link(id, { key, op: 'update', form: { rate: '3', most: '1' } });
    expect(refused.body).toMatchObject({ error: 'The most in all must be at least the amount per unit' });
    const changed = await link(id, { key, op: 'update', form: { rate: '3', most: '' } });
    expect(changed.body).toMatchObject({ pledge: { rate: 3, most: null } });
    expect((await admin.db.doc(`pledges/${id}`).get()).data()).toMatchObject({ rate: 3, most: null });
    expect((await link(id, { key, op: 'cancel' })).body).toMatchObject({ pledge: { status: 'cancelled' } });
    expect((await link(id, { key, op: 'cancel' })).body).toMatchObject({
      error: 'This pledge is already settled',
    });
  });

  it('lets a refused card be paid with another card, once, and tells a zero count', async () => {
    const first = await makePage();
    const second = await makePage({ firstName: 'Leo', email: 'leo.parent@example.com' });
    const driveId = await openDrive();
    const refused = await pledge(admin.db, first.code, { language: 'es' }, CARDS.authentication);
    await pledge(admin.db, second.code, { name: 'Leo Park', email: 'leo@example.com' });
    await driveAction({ op: 'counts', id: driveId, counts: { [first.code]: 12, [second.code]: 0 } });
    expect(await chargePledges(admin.db, driveId)).toMatchObject({ counts: { failed: 1, zero: 1 } });

    const zero = await mailTo('leo@example.com', /The results of Fun Run 2027/);
    expect(zero.text).toContain('0 laps, so nothing was charged');
    const failed = await mailTo('ana@example.com', /No pudimos cobrar su compromiso/);
    expect(failed.text).toContain('12 vueltas');
    expect(failed.text).toContain('$24.00');
    expect(failed.text).toContain('el banco de la tarjeta pide confirmar este pago');
    const { key } = linkIn(failed.text, first.code);
    expect((await link(refused, { key, op: 'read' })).body).toMatchObject({
      pledge: { status: 'failed', amount: 24, units: 12 },
    });

    const paid = await link(refused, { key, op: 'pay' });
    expect(paid.status).toBe(200);
    const [, , create] = await sandbox.sessionCreates();
    expect(create?.body).toMatchObject({ mode: 'payment', metadata: { pledge_id: refused } });
    expectDelivered(await sandbox.pay(sessionIdOf(paid.body.url as string)));
    await expect
      .poll(async () => (await admin.db.doc(`pledges/${refused}`).get()).get('status'), { timeout: 20_000 })
      .toBe('charged');
    const record = (await admin.db.doc(`donations/pledge-${refused}`).get()).data()!;
    expect(record).toMatchObject({
      checkout_status: 'complete',
      total_pledged_amt: 24,
      student_page: first.code,
    });
    await mailTo('ana@example.com', /recibo|receipt/i);
    // Paid, the link has nothing more to pay.
    expect((await link(refused, { key, op: 'pay' })).body).toMatchObject({
      error: 'This pledge has nothing to pay',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { postApi } from '../../support/api';
import { callFunction, memberToken } from '../../support/callable';
import { mailbox } from '../../support/maildev';
import { getPage, makePage, mailTo, PAGE_CLASS, usePagesBed } from '../../support/pages-bed';
import { itemised, payOutToday } from '../../support/payouts-bed';
import { sandbox } from '../../support/sandbox';
import { CARDS, chargePledges, driveAction, openDrive, pledge, pledgeBody } from '../../support/drives-bed';

const admin = usePagesBed();
const pageOf = async (code: string) => JSON.parse((await getPage(code)).text).page;
const paymentIntentCreates = async () =>
  (await sandbox.requests()).filter(
    (entry) => entry.path === '/v1/payment_intents' && entry.method === 'POST',
  );

describe('a pledge drive, pledged on a page and charged after the event', () => {
  it('saves cards, charges each pledge once at min(count x rate, most), and tells a refused card', async () => {
    const { code } = await makePage();
    const driveId = await openDrive();
    expect((await pageOf(code)).drive).toMatchObject({ name: 'Fun Run 2027', pledges: 0, units: null });

    const capped = await pledge(admin.db, code, { rate: 2, most: 50 });
    const open = await pledge(admin.db, code, {
      rate: 0.35,
      most: '',
      name: 'Leo Park',
      email: 'leo@example.com',
    });
    const declined = await pledge(
      admin.db,
      code,
      { rate: 1, most: '', name: 'Sam Lee', email: 'sam@example.com', language: 'es' },
      CARDS.declines,
    );
    const saved = await mailTo('ana@example.com', /Your pledge for Fun Run 2027/);
    expect(saved.text).toContain('$2.00 per lap, at most $50.00 in all');
    expect(saved.text).toContain('Saturday, April 17, 2027');
    expect(saved.text).toMatch(new RegExp(`/s/${code}/pledge#id=${capped}&key=`));
    expect(saved.text).not.toMatch(/Maya/);
    const spanish = await mailTo('sam@example.com', /Su compromiso para Fun Run 2027/);
    expect(spanish.text).toContain('$1.00 por vuelta');
    // Nothing is charged when pledging; the page counts the pledges.
    expect(await paymentIntentCreates()).toHaveLength(0);
    expect((await pageOf(code)).drive).toMatchObject({ pledges: 3 });

    // A count above the drive's most is refused and changes nothing; 27 laps is taken.
    await expect(driveAction({ op: 'counts', id: driveId, counts: { [code]: 31 } })).rejects.toThrow(
      'Please enter a whole number of laps from 0 to 30',
    );
    await driveAction({ op: 'counts', id: driveId, counts: { [code]: 27 } });
    expect((await pageOf(code)).drive).toMatchObject({ units: 27 });

    const job = await chargePledges(admin.db, driveId);
    expect(job).toMatchObject({ state: 'done', counts: { charged: 2, failed: 1 } });
    const pledges = async (id: string) => (await admin.db.doc(`pledges/${id}`).get()).data()!;
    expect(await pledges(capped)).toMatchObject({ status: 'charged', charged_units: 27, charged_amount: 50 });
    expect(await pledges(open)).toMatchObject({ status: 'charged', charged_amount: 9.45 });
    expect(await pledges(declined)).toMatchObject({
      status: 'failed',
      failure_reason: 'The card was declined',
    });

    // Each charge is a gift through the page: its record, its receipt, the page's total.
    const record = (await admin.db.doc(`donations/pledge-${capped}`).get()).data()!;
    expect(record).toMatchObject({
      student_page: code,
      donation_amount: 50,
      total_pledged_amt: 50,
      checkout_status: 'complete',
      children_data: [{ name: 'Maya R.', tShirtSize: '' }],
    });
    expect(record.net_payment).toBeCloseTo(50 - (50 * 0.029 + 0.3), 2);
    const receipt = await mailTo('ana@example.com', /receipt/i);
    expect(receipt.text).toContain('$50.00');
    await expect.poll(async () => (await pageOf(code)).raised, { timeout: 20_000 }).toBe(59.45);

    // Running it again charges nobody twice: the settled pledges are not due, Stripe saw three charges in all.
    const again = await chargePledges(admin.db, driveId);
    expect(again.total).toBe(0);
    expect(await paymentIntentCreates()).toHaveLength(3);

    // The treasurer traces the charges through the payout: a line each, named and tied to its gift's record.
    const payout = await itemised(admin.db, (await payOutToday()).id);
    const pledgeLines = payout.lines.filter((line) => line.record?.id.startsWith('pledge-'));
    expect(pledgeLines.map((line) => [line.record?.id, line.name, line.gross]).sort()).toEqual(
      [
        [`pledge-${capped}`, 'Ana García', 5000],
        [`pledge-${open}`, 'Leo Park', 945],
      ].sort(),
    );
    await mailbox.clear();
  });

  it('refuses a pledge on a closed drive or a paused page, and bad amounts, changing nothing', async () => {
    const { code, key } = await makePage();
    const refused = async (body: Record<string, unknown>) =>
      (await postApi<{ error: string }>(`/api/pages/${code}/pledge`, pledgeBody(body))).body.error;
    expect(await refused({})).toBe('This drive is not taking pledges now');
    const driveId = await openDrive();
    expect(await refused({ rate: 0 })).toBe('Please enter an amount per unit of at least $0.01');
    expect(await refused({ rate: 2, most: 1 })).toBe('The most in all must be at least the amount per unit');
    expect(await refused({ rate: 100_001 })).toBe('Please enter an amount per unit of at most $100,000');
    expect(await refused({ name: 'Call 555 0199' })).toBe(
      'Please enter your name in letters, as people write it',
    );
    await postApi(`/api/pages/${code}/manage`, { key, op: 'pause' });
    expect(await refused({})).toBe('This page is not taking gifts right now');
    expect((await admin.db.collection('pledges').get()).size).toBe(0);

    // One drive at a time takes pledges; a viewer changes no drive.
    await expect(openDrive({ name: 'Read-a-thon' })).rejects.toThrow('"Fun Run 2027" is taking pledges');
    const viewer = await memberToken('viewer@example.org', { role: 'viewer' });
    expect(await callFunction('driveAction', { op: 'charge', id: driveId }, viewer)).toMatchObject({
      status: 403,
    });
  });

  it('counts a student without a page, refuses a count for one no longer listed, and a page of another campaign takes no pledge', async () => {
    const { code } = await makePage();
    const driveId = await openDrive();
    await driveAction({ op: 'addStudent', id: driveId, name: 'Sol m', className: PAGE_CLASS, count: 12 });
    const stored = async () => (await admin.db.doc(`drive_counts/${driveId}`).get()).data()!;
    const [key] = Object.keys((await stored()).students);
    expect((await stored()).students[key!]).toEqual({ name: 'Sol M.', class_name: PAGE_CLASS });
    expect((await stored()).counts).toEqual({ [key!]: 12 });
    // A class the school does not have, and a name the class already lists (Maya R.'s page), are refused.
    await expect(
      driveAction({ op: 'addStudent', id: driveId, name: 'Leo', className: 'Room 99', count: 1 }),
    ).rejects.toThrow('Please choose the class');
    await expect(
      driveAction({ op: 'addStudent', id: driveId, name: 'Maya r', className: PAGE_CLASS, count: 1 }),
    ).rejects.toThrow('This class already has a student of this name');
    await expect(
      driveAction({ op: 'addStudent', id: driveId, name: 'Sol M.', className: PAGE_CLASS, count: 1 }),
    ).rejects.toThrow('This class already has a student of this name');
    await expect(
      driveAction({
        op: 'addStudent',
        id: driveId,
        name: 'Maya Rodriguez',
        className: PAGE_CLASS,
        count: 1,
      }),
    ).rejects.toThrow("Please enter the student's first name and last initial, as Maya R.");

    // Removed, the student's count goes with them; a count sent for them afterwards changes nothing.
    await driveAction({ op: 'removeStudent', id: driveId, key: key! });
    expect(await stored()).toMatchObject({ students: {}, counts: {} });
    await expect(driveAction({ op: 'removeStudent', id: driveId, key: key! })).rejects.toThrow(
      'This student is no longer on the list',
    );
    await expect(
      driveAction({ op: 'counts', id: driveId, counts: { [key!]: 3, [code]: 4 } }),
    ).rejects.toThrow('This student is no longer on the list');
    expect((await stored()).counts).toEqual({});

    // A page made in an earlier campaign shows no drive and takes no pledge.
    await admin.db.doc(`student_pages/${code}`).update({ campaign_id: 'school-year-2020' });
    expect((await pageOf(code)).drive).toBeNull();
    const { body } = await postApi<{ error: string }>(`/api/pages/${code}/pledge`, pledgeBody());
    expect(body.error).toBe('This drive is not taking pledges now');
    expect((await admin.db.collection('pledges').get()).size).toBe(0);
  });
});

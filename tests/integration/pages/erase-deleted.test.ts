import {
  ERASE_DELETED_PAGE_AFTER_DAYS,
  PAGE_MAIL_COLLECTION,
  STUDENT_PAGES_COLLECTION,
} from '@hope/domain/pages';
import { describe, expect, it } from 'vitest';
import { inProcess } from '../../support/functions-in-process';
import { makePage, managePage, usePagesBed } from '../../support/pages-bed';

const admin = usePagesBed();
const erasure = inProcess(() => import('../../../functions/src/pages/erase-deleted-pages'));
const stored = async (code: string) =>
  (await admin.db.doc(`${STUDENT_PAGES_COLLECTION}/${code}`).get()).data()!;
const mailsTo = async (address: string) =>
  (await admin.db.collection(PAGE_MAIL_COLLECTION).where('to', '==', address).get()).size;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('a deleted page’s personal data', () => {
  it('is erased once its grace period is over, with the mails sent about it; a page deleted lately is kept', async () => {
    const old = await makePage({
      firstName: 'Maya',
      parentName: 'Rosa Rodriguez',
      email: 'rosa@example.com',
    });
    const recent = await makePage({ firstName: 'Leo', parentName: 'Kim Kay', email: 'kim@example.com' });
    for (const made of [old, recent]) await managePage(made.code, { key: made.key, op: 'delete' });
    await admin.db
      .doc(`${STUDENT_PAGES_COLLECTION}/${old.code}`)
      .update({ updated_at: daysAgo(ERASE_DELETED_PAGE_AFTER_DAYS + 1) });
    expect(await mailsTo('rosa@example.com')).toBeGreaterThan(0);

    const { eraseDeletedPages } = await erasure();
    expect(await eraseDeletedPages(new Date())).toBe(1);
    const erased = await stored(old.code);
    expect(erased).toMatchObject({
      status: 'deleted',
      first_name: 'Erased',
      parent_name: '',
      parent_email: '',
    });
    for (const secret of ['Maya', 'Rosa', 'Rodriguez', 'rosa@example.com', 'science museum'])
      expect(JSON.stringify(erased)).not.toContain(secret);
    expect(await mailsTo('rosa@example.com')).toBe(0);
    expect(await stored(recent.code)).toMatchObject({ first_name: 'Leo', parent_email: 'kim@example.com' });
    expect(await mailsTo('kim@example.com')).toBeGreaterThan(0);

    // A second run (the next day's, or a retried one) erases nothing more.
    expect(await eraseDeletedPages(new Date())).toBe(0);
  });
});

import {
  approvePage,
  hidePage,
  pageActionRequestSchema,
  pageApprovedMessage,
  pageHiddenMessage,
  unhidePage,
} from '@hope/domain/pages';
import { HttpsError, onCall } from 'firebase-functions/https';
import { firestore } from '../platform/firestore';
import { memberName, memberOf } from '../auth/member';
import { readSettings } from '../settings/read-settings';
import { pageUrl } from './page-links';
import { createPageMail, pageMail } from './page-mail';
import { readPage, writePage } from './page-store';

/**
 * The office hides a page with a reason, shows it again, or approves a page waiting for the school (owners and
 * admins; viewers are refused). Hiding mails the parent the reason, approving tells them the page is live, each
 * in the same transaction as the change: doing it twice changes nothing and sends nothing more. Answers
 * {changed}.
 */
export const pageAction = onCall({ maxInstances: 10 }, async (request) => {
  const member = await memberOf(request);
  const parsed = pageActionRequestSchema.safeParse(request.data);
  if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
  const action = parsed.data;
  const settings = await readSettings();
  const now = new Date();
  return firestore().runTransaction(async (tx) => {
    const page = await readPage(action.code, tx);
    if (!page) throw new HttpsError('not-found', 'This page was not found.');
    const change =
      action.op === 'hide'
        ? hidePage(page, action.reason, now)
        : action.op === 'approve'
          ? approvePage(page, now)
          : unhidePage(page, now);
    if (!change.ok) throw new HttpsError('failed-precondition', change.error);
    if (!change.changed) return { changed: false };
    writePage(tx, change.page);
    if (action.op === 'hide') {
      const message = pageHiddenMessage(
        { page, pageUrl: pageUrl(page.code), reason: action.reason },
        settings,
      );
      const summary = `Student page ${page.code} hidden by ${memberName(member)}`;
      createPageMail(
        tx,
        `page_hidden_${page.code}_${now.getTime()}`,
        pageMail(page.parent_email, message, summary, settings, now),
      );
    }
    if (action.op === 'approve') {
      const message = pageApprovedMessage({ page, pageUrl: pageUrl(page.code) }, settings);
      const summary = `Student page ${page.code} approved by ${memberName(member)}`;
      createPageMail(
        tx,
        `page_approved_${page.code}`,
        pageMail(page.parent_email, message, summary, settings, now),
      );
    }
    return { changed: true };
  });
});

import { describe, expect, it } from 'vitest';
import { deliverMail, deliverPageMail, deliverTeamMail } from '../src/mail/deliver-mail';
import { pageGiftNotice } from '../src/pages/gift-notice';
import {
  progressOnCampaigns,
  progressOnDonation,
  progressOnPartner,
} from '../src/progress/progress-triggers';
import { sendReceipts } from '../src/receipts/on-record-event';
import { receiptsOnDonationEmail, receiptsOnPartnerEmail } from '../src/receipts/sweep-triggers';

describe('triggers that must not drop an event', () => {
  it('declare retry, so Cloud Functions delivers an event again after a failure', () => {
    const retried = {
      sendReceipts,
      pageGiftNotice,
      deliverMail,
      deliverPageMail,
      deliverTeamMail,
      progressOnDonation,
      progressOnPartner,
      receiptsOnDonationEmail,
      receiptsOnPartnerEmail,
    };
    for (const [name, fn] of Object.entries(retried))
      expect({ name, retry: fn.__endpoint.eventTrigger?.retry }).toEqual({ name, retry: true });
    // A late retry of a change of campaigns would undo a later one's recount: not retried.
    expect(progressOnCampaigns.__endpoint.eventTrigger?.retry).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
// Through index.ts, which sets every function's region first: a function module imported on its own would be
// built before, and the region test's verdict would hang on the order the files run in.
import {
  deliverMail,
  deliverPageMail,
  deliverTeamMail,
  pageGiftNotice,
  progressOnCampaigns,
  progressOnDonation,
  progressOnPartner,
  receiptsOnDonationEmail,
  receiptsOnPartnerEmail,
  sendReceipts,
} from '../src/index';

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

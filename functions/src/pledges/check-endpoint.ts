import { findLevel, PARTNERS_COLLECTION, requestSchemas } from '@hope/domain';
import { firestore } from '../firestore';
import { jsonEndpoint } from '../http/json-endpoint';
import { unpaidSince } from '../checkout/new-record';
import { newPartnerRecord } from '../checkout/partner-record';

/** A sponsorship paid by check: a real pledge at the level price, pending until the office records the check. */
export const checkPledge = jsonEndpoint(
  (settings) => requestSchemas(settings).checkPledge,
  async (request, settings) => {
    const level = findLevel(settings, request.level);
    const price = level.price;
    const ref = firestore().collection(PARTNERS_COLLECTION).doc();
    const now = new Date().toISOString();
    await ref.create({
      ...newPartnerRecord(request, level, { payByCheck: true, monthly: false, pledge: price }),
      total_pledged_amt: price,
      months: null,
      ...unpaidSince(now),
    });
    return { id: ref.id };
  },
  201,
);

import { publicCheckPledgeRecord, requestSchemas } from '@hope/domain/public';
import { createdSummaries, PARTNERS_COLLECTION, PUBLIC_ACTOR } from '@hope/domain/records';
import { findLevel } from '@hope/domain/settings';
import { jsonEndpoint } from '../http/json-endpoint';
import { createRecord } from '../records/create-record';

/** A sponsorship paid by check: a real pledge at the level price, pending until the office records the check. */
export const checkPledge = jsonEndpoint(
  (settings) => requestSchemas(settings).checkPledge,
  async (request, settings) => {
    const level = findLevel(settings, request.level);
    const record = publicCheckPledgeRecord(request, level, new Date());
    const ref = await createRecord(PARTNERS_COLLECTION, record, {
      kind: 'pledged',
      summary: createdSummaries.checkPledge(level.name),
      actor: PUBLIC_ACTOR,
    });
    return { id: ref.id };
  },
  201,
);

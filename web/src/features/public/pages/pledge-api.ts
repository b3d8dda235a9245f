import { t } from '@lingui/core/macro';
import type { PledgeAmountsValues, PledgeView } from '@hope/domain/drives';
import { postJson } from '../shared/public-api';

/** The id and key of a pledge's private link, from its fragment (#id=...&key=...), never sent to a server log. */
export function pledgeLinkFromHash(hash: string): { id: string; key: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { id: params.get('id') ?? '', key: params.get('key') ?? '' };
}

type LinkOp = { op: 'read' } | { op: 'cancel' } | { op: 'update'; form: PledgeAmountsValues } | { op: 'pay' };

/** POST /api/drives/pledges/<id>: the pledge as its link shows it, or (pay) Stripe's page. Throws ApiError. */
export function pledgeLink<T extends { pledge: PledgeView } | { url: string }>(
  link: { id: string; key: string },
  request: LinkOp,
): Promise<T> {
  return postJson<T>(
    `/api/drives/pledges/${encodeURIComponent(link.id)}`,
    { key: link.key, ...request },
    request.op === 'read'
      ? t`The pledge could not be read. Please try again.`
      : t`Your change could not be saved. Please try again.`,
  );
}

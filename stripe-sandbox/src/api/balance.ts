import { noSuch } from '../errors.ts';
import { allowOnly, optionalString, type Params } from '../params.ts';
import { LIST_PARAMS, listPage, timeFilter } from './list.ts';
import type { ApiRoute } from './route.ts';

/** An optional exact-match filter: keeps everything when the parameter is absent. */
function equalsParam(params: Params, key: string): (value: string) => boolean {
  const wanted = optionalString(params, key);
  return (value) => wanted === undefined || value === wanted;
}

/** GET /v1/payouts: the automatic payouts, newest first, by arrival_date, created and status. */
const listPayouts: ApiRoute = {
  method: 'GET',
  pattern: /^\/v1\/payouts$/,
  handle: ({ store }, { params }) => {
    allowOnly(params, ['arrival_date', 'created', 'destination', 'status', ...LIST_PARAMS]);
    const arrives = timeFilter(params, 'arrival_date');
    const created = timeFilter(params, 'created');
    const status = equalsParam(params, 'status');
    const destination = equalsParam(params, 'destination');
    const payouts = store
      .all('payout')
      .filter((payout) => arrives(payout.arrival_date) && created(payout.created))
      .filter((payout) => status(payout.status) && destination(payout.destination));
    return listPage(store, payouts, params, { url: '/v1/payouts', kind: 'payout' });
  },
};

/**
 * GET /v1/balance_transactions. With `payout=po_...`: the transactions that automatic payout settled and the
 * payout's own (negative) transaction, so the settled nets sum to the payout's amount. Also filters by source,
 * type, currency and created; `expand[]=data.source` gives each line's charge, refund, dispute or payout.
 */
const listBalanceTransactions: ApiRoute = {
  method: 'GET',
  pattern: /^\/v1\/balance_transactions$/,
  handle: ({ store }, { params }) => {
    allowOnly(params, ['payout', 'source', 'type', 'currency', 'created', ...LIST_PARAMS]);
    const payout = optionalString(params, 'payout');
    if (payout !== undefined && !store.find('payout', payout)) throw noSuch('payout', payout, 'payout');
    const created = timeFilter(params, 'created');
    const source = equalsParam(params, 'source');
    const type = equalsParam(params, 'type');
    const currency = equalsParam(params, 'currency');
    const lines = store
      .all('balance_transaction')
      .filter((txn) => payout === undefined || store.paidOutBy.get(txn.id) === payout)
      .filter(
        (txn) => created(txn.created) && source(txn.source) && type(txn.type) && currency(txn.currency),
      );
    return listPage(store, lines, params, { url: '/v1/balance_transactions', kind: 'balance_transaction' });
  },
};

export const balanceRoutes: ApiRoute[] = [listPayouts, listBalanceTransactions];

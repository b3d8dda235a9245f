import { countOf } from '../messages';
import type { DepositItem } from './deposit-batch';

/** What a batch holds, in words: '1 check and 2 cash gifts', '3 checks', 'no item'. */
export function batchContentsText(items: readonly Pick<DepositItem, 'method'>[]): string {
  const checks = items.filter((item) => item.method === 'check').length;
  const cash = items.length - checks;
  const parts = [
    checks > 0 ? countOf(checks, 'check') : '',
    cash > 0 ? countOf(cash, 'cash gift') : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' and ') : 'no item';
}

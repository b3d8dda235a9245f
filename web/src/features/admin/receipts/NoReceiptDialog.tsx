import { formatCurrency } from '@hope/domain/money';
import { inPersonLabel, type StoredRecord } from '@hope/domain/records';
import { markReceiptNotNeeded } from '../data/records-gateway';
import { useConfirmedAction } from '../data/useConfirmedAction';
import { ActionDialog } from '../shared/ActionDialog';
import type { OwedEntry } from './receipts-gateway';

interface Props {
  owed: OwedEntry;
  record: StoredRecord & { id: string };
  payer: string;
  payment: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asked before a cash gift without an address is marked "No receipt needed" (kept on the record). */
export function NoReceiptDialog({ owed, record, payer, payment, open, onOpenChange }: Props) {
  const { busy, error, run, clear } = useConfirmedAction(
    () => markReceiptNotNeeded(owed.record.collection, owed.record.id, payment),
    `${payer}: no receipt needed.`,
    () => onOpenChange(false),
    'The gift could not be marked. Please try again.',
  );
  const fact = record.checks?.[payment];
  const what = fact ? `${inPersonLabel(fact)} ${formatCurrency(fact.amount)}` : owed.summary;

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) clear();
        onOpenChange(next);
      }}
      title={`No receipt for ${payer}?`}
      consequence={`${what} was given in cash without an address to send a receipt to. It is marked on the record, with your name and the date, and leaves this list.`}
      confirmLabel="No receipt needed"
      cancelLabel="Keep it owed"
      busy={busy}
      error={error}
      onConfirm={() => void run()}
    />
  );
}

import type { DepositItem } from '@hope/domain/deposits';
import { formatCents } from '@hope/domain/money';
import { useDepositStep } from './useDepositStep';

/** The batch's items; while it is not deposited, an owner or admin may take one out. */
export function BatchItems({
  batchId,
  items,
  mayEdit,
}: {
  batchId: string;
  items: DepositItem[];
  mayEdit: boolean;
}) {
  const step = useDepositStep();
  if (items.length === 0) return <p className="muted">No item yet.</p>;
  return (
    <>
      {step.error && (
        <p role="alert" className="error">
          {step.error}
        </p>
      )}
      <ul className="deposit-items" aria-label="Items">
        {items.map((item) => {
          const what = item.method === 'check' ? `Check #${item.check_number}` : 'Cash';
          return (
            <li key={item.id} className="deposit-item">
              <span className="deposit-item-what">
                {what} · {item.payer.name}
                {item.payer.type === 'new' && <span className="muted"> (new record)</span>}
              </span>
              <strong>{formatCents(item.amount_cents)}</strong>
              {mayEdit && (
                <button
                  type="button"
                  className="button secondary"
                  disabled={step.busy}
                  aria-label={`Remove ${what} from ${item.payer.name}`}
                  onClick={() =>
                    void step.run({ op: 'remove_item', batchId, itemId: item.id }, 'Item removed.')
                  }
                >
                  Remove
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

import { watchStore } from '../data/provider';
import { failedMailQuery, owedReceiptsQuery } from './receipts-gateway';
import { FailedMailList } from './FailedMailList';
import { OwedReceiptList } from './OwedReceiptList';
import { YearEndStatements } from './YearEndStatements';
import './receipts.css';

/** Opens the screen's first queries ahead of it (the sidebar link's hover or focus). */
export function prefetchReceipts(): void {
  watchStore.prefetch(owedReceiptsQuery());
  watchStore.prefetch(failedMailQuery);
}

/**
 * Receipts: every payment is acknowledged by email on its own (its details list them); here the office sees the
 * payments whose record had no email, the deliveries that failed, and sends the year-end statements.
 */
export function ReceiptsPage() {
  return (
    <div className="receipts-page">
      <h1>Receipts</h1>
      <p className="receipts-intro">
        Each payment gets its receipt by email with a PDF, and each check pledge its invoice, as soon as it is
        on record. A payer whose bank returns their payment gets a note saying so, with a link to pay again.
        Open a record to see its receipts or send one again.
      </p>
      <OwedReceiptList />
      <FailedMailList />
      <YearEndStatements />
    </div>
  );
}

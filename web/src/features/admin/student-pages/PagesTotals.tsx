import { formatCurrency } from '@hope/domain/money';
import type { OfficePageTotals } from '@hope/domain/pages';

/** The totals of the pages shown (after the search and filters), above the list so they stay in sight. */
export function PagesTotals({ totals }: { totals: OfficePageTotals }) {
  const items = [
    ['Pages', totals.pages.toLocaleString('en-US')],
    ['Raised', formatCurrency(totals.raised)],
    ['Gifts', totals.gifts.toLocaleString('en-US')],
    ['Goals', formatCurrency(totals.goal)],
  ] as const;
  return (
    <section className="pages-totals" aria-label="Totals of the pages shown">
      <dl>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { classCountNotes, topClassCountText, type ClassSummary } from '@hope/domain/classes';

/**
 * Number of classes, the top class with its count ('N items', or N/A), and the total of all entries; the counts say
 * that they count student entries, not gifts.
 */
export function ClassSummaryCards({ summary }: { summary: ClassSummary }) {
  const cards = [
    { label: 'Total Classes', value: String(summary.classCount), note: null, detail: null },
    {
      label: 'Top Class',
      value: summary.topClass?.teacher ?? topClassCountText(null),
      note: summary.topClass ? topClassCountText(summary.topClass) : null,
      detail: summary.topClass ? classCountNotes.topClass : null,
    },
    { label: 'Total Donations', value: String(summary.total), note: null, detail: classCountNotes.total },
  ];
  return (
    <div className="class-summary">
      {cards.map((card) => (
        <section key={card.label} className="class-card" aria-label={card.label}>
          <h2 className="class-card-label">{card.label}</h2>
          <p className="class-card-value">{card.value}</p>
          {card.note && <p className="class-card-note">{card.note}</p>}
          {card.detail && <p className="class-card-detail">{card.detail}</p>}
        </section>
      ))}
    </div>
  );
}

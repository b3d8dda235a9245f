import { missingTranslations, type SchoolSettings } from '@hope/domain/settings';
import { useId } from 'react';

interface SpanishVersionsProps {
  /** The settings as saved: what the Spanish page shows now. */
  saved: SchoolSettings;
  shown: boolean;
  onShownChange: (shown: boolean) => void;
}

function missingText(count: number): string {
  if (count === 0) return 'Every text has a Spanish version.';
  return count === 1
    ? '1 text has no Spanish version; the Spanish page shows its English.'
    : `${count} texts have no Spanish version; the Spanish page shows their English.`;
}

/**
 * The school's words in Spanish: which saved texts have no Spanish version yet (the Spanish page shows their
 * English), and the switch that shows a Spanish field beside each English one. The fields stay hidden until
 * asked for, so a school that does not translate sees the screen as before.
 */
export function SpanishVersions({ saved, shown, onShownChange }: SpanishVersionsProps) {
  const headingId = useId();
  const checkId = useId();
  const missing = missingTranslations(saved, 'es');
  return (
    <section className="card settings-section settings-spanish-versions" aria-labelledby={headingId}>
      <h2 id={headingId}>Spanish versions</h2>
      <p className="settings-intro">
        The public page in Spanish shows the school&apos;s own words (fund name, levels, benefits, budget
        items) and receipts in their Spanish versions when they have one.
      </p>
      <p className="settings-spanish-count">{missingText(missing.length)}</p>
      <div className="settings-check">
        <input
          id={checkId}
          type="checkbox"
          checked={shown}
          onChange={(event) => onShownChange(event.target.checked)}
        />
        <label htmlFor={checkId}>Show the Spanish fields beside the English ones</label>
      </div>
      {missing.length > 0 && (
        <details className="settings-spanish-missing">
          <summary>Texts without a Spanish version</summary>
          <ul>
            {missing.map((word, index) => (
              <li key={index}>
                <span className="settings-spanish-place">{word.place}</span>
                <span className="settings-spanish-english">{word.english}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

import { readRoster, type RosterClass } from '@hope/domain/classes';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';

/**
 * Fills a class list from the office's roster saved as CSV (one row per class with its size, or one per student).
 * The file is read here in the browser and only the classes and their counts are kept.
 */
export function RosterImport({
  onImport,
  children,
}: {
  onImport: (classes: RosterClass[]) => void;
  /** More buttons for the list, beside this one. */
  children?: ReactNode;
}) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = readRoster(await file.text());
    if (!result.ok) {
      setStatus({ text: `${file.name}: ${result.error}. Nothing was changed.`, error: true });
      return;
    }
    onImport(result.classes);
    const classes = result.classes.length === 1 ? '1 class' : `${result.classes.length} classes`;
    const sizes = result.counted ? `, sized by their students (${result.rows} rows)` : '';
    setStatus({ text: `Imported ${classes} from ${file.name}${sizes}. Save to keep them.`, error: false });
  }

  return (
    <div className="settings-roster">
      <button
        type="button"
        className="button secondary settings-add-button"
        aria-describedby={`${id}-hint`}
        onClick={() => picker.current?.click()}
      >
        Import a roster (CSV)
      </button>
      {children}
      {/* The button opens it: a file input cannot be styled or named as plainly. */}
      <input
        ref={picker}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label="Roster file (CSV)"
        onChange={(event) => void read(event)}
      />
      <p id={`${id}-hint`} className="settings-hint">
        A &quot;Grade &amp; Teacher&quot; (or &quot;Grade&quot; and &quot;Teacher&quot;) column, and a
        &quot;Class size&quot; column or one row per student. It replaces this list; only the classes and
        their sizes are kept.
      </p>
      {status && (
        <p
          role={status.error ? 'alert' : 'status'}
          className={status.error ? 'settings-error' : 'settings-note'}
        >
          {status.text}
        </p>
      )}
    </div>
  );
}

import { readCount, unitWord, type CountablePage, type Drive } from '@hope/domain/drives';
import { useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { callableErrorMessage } from '../data/callable';
import { byClass } from './count-rows';
import { runDriveAction } from './drives-gateway';
import { ADD_STUDENT_BUTTON_ID, RemoveStudent } from './RemoveStudent';

interface Props {
  drive: Drive;
  pages: readonly CountablePage[];
  stored: Readonly<Record<string, number>>;
  mayEdit: boolean;
  /** Opens the spreadsheet import. */
  onImport: () => void;
  /** Opens the form that adds a student without a page. */
  onAddStudent: () => void;
}

const shown = (count: number | undefined) => (count === undefined ? '' : String(count));

/**
 * One number field per student, by class, labelled with the student's display name: Tab walks them in order and
 * Enter saves. Only the counts changed here are sent; a field the server would refuse says why beside it.
 */
export function CountsForm({ drive, pages, stored, mayEdit, onImport, onAddStudent }: Props) {
  const classes = useMemo(() => byClass(pages), [pages]);
  const [chosen, setChosen] = useState('');
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unit = unitWord(drive, 2);
  const valueOf = (code: string) => typed[code] ?? shown(stored[code]);
  // Only the students still listed: one removed meanwhile (here or by a colleague) takes its typed count along.
  const listed = useMemo(() => new Set(pages.map((page) => page.code)), [pages]);
  const changed = Object.keys(typed).filter(
    (code) => listed.has(code) && typed[code]!.trim() !== shown(stored[code]),
  );
  const refused = (code: string) => {
    const read = readCount(drive, valueOf(code));
    return read.ok ? null : read.error;
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (changed.some(refused)) {
      setError('Please fix the counts marked below');
      return;
    }
    const counts = Object.fromEntries(
      changed.map((code) => {
        const read = readCount(drive, typed[code]!);
        return [code, read.ok ? read.count : null];
      }),
    );
    setSaving(true);
    try {
      await runDriveAction({ op: 'counts', id: drive.id, counts });
      setTyped({});
      toast.success(changed.length === 1 ? '1 count saved.' : `${changed.length} counts saved.`);
    } catch (caught) {
      setError(callableErrorMessage(caught));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="card counts-form" noValidate onSubmit={(event) => void save(event)}>
      <div className="counts-head">
        <h2>Counts</h2>
        {mayEdit && (
          <span className="drive-actions">
            <button type="button" className="button secondary" onClick={onImport}>
              Import counts from a spreadsheet
            </button>
            <button
              type="button"
              id={ADD_STUDENT_BUTTON_ID}
              className="button secondary"
              onClick={onAddStudent}
            >
              Add a student without a page
            </button>
          </span>
        )}
        <label className="form-field counts-class">
          <span>Class</span>
          <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">All classes</option>
            {classes.map(([name]) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="muted">
        Each student's {unit}, from 0 to {drive.max_units}. Leave a field empty for a student not counted yet.
      </p>
      {classes
        .filter(([name]) => !chosen || name === chosen)
        .map(([name, students]) => (
          <fieldset key={name} className="counts-class-group">
            <legend>{name}</legend>
            {students.map((page) => {
              const id = `count-${page.code}`;
              const problem = refused(page.code);
              return (
                <div key={page.code} className="form-field counts-row">
                  <span className="counts-name">
                    <label htmlFor={id}>
                      {page.name}
                      {page.withoutPage && <span className="muted"> (no page)</span>}
                    </label>
                    {page.withoutPage && mayEdit && <RemoveStudent driveId={drive.id} student={page} />}
                  </span>
                  <input
                    id={id}
                    inputMode="numeric"
                    autoComplete="off"
                    value={valueOf(page.code)}
                    readOnly={!mayEdit}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${id}-error` : undefined}
                    onChange={(event) => setTyped({ ...typed, [page.code]: event.target.value })}
                  />
                  {problem && (
                    <p id={`${id}-error`} className="form-field-error">
                      {problem}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
        ))}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {mayEdit && (
        <button type="submit" className="button" disabled={saving || changed.length === 0}>
          {saving ? 'Saving...' : changed.length > 0 ? `Save ${changed.length} counts` : 'Save counts'}
        </button>
      )}
    </form>
  );
}

import { readCountsCsv, type CountablePage, type CountsPreview, type Drive } from '@hope/domain/drives';
import { useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '../../../ui/Dialog';
import { callableErrorMessage } from '../data/callable';
import { runDriveAction } from './drives-gateway';

interface Props {
  drive: Drive;
  pages: readonly CountablePage[];
  onClose: () => void;
}

/**
 * Counts from a spreadsheet saved as CSV (a page code, or the student's name and class, and the count). The
 * preview lists the rows that match and names each row it cannot use; nothing is saved until the office says so.
 */
export function CountsImport({ drive, pages, onClose }: Props) {
  const [preview, setPreview] = useState<CountsPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const matched = preview?.matched.length ?? 0;

  async function read(file: File | undefined) {
    setPreview(null);
    setError(null);
    if (!file) return;
    const result = readCountsCsv(await file.text(), drive, pages);
    if (result.ok) setPreview(result.preview);
    else setError(result.error);
  }

  async function save() {
    if (!preview) return;
    setSaving(true);
    try {
      await runDriveAction({ op: 'counts', id: drive.id, counts: preview.counts });
      toast.success(matched === 1 ? '1 count saved.' : `${matched} counts saved.`);
      onClose();
    } catch (caught) {
      setError(callableErrorMessage(caught));
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Import counts"
      description="A CSV file with a count column, and a page code column or student and class columns."
      size="wide"
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button" disabled={!matched || saving} onClick={() => void save()}>
            {saving ? 'Saving...' : matched === 1 ? 'Save 1 count' : `Save ${matched} counts`}
          </button>
        </>
      }
    >
      <div className="form-field">
        <label htmlFor="counts-file">Spreadsheet (CSV)</label>
        <input
          id="counts-file"
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void read(event.target.files?.[0])}
        />
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {preview && (
        <div className="counts-preview">
          <p>{matched === 1 ? '1 row matches a student.' : `${matched} rows match a student.`}</p>
          {preview.problems.length > 0 && (
            <>
              <h3>
                {preview.problems.length === 1
                  ? '1 row cannot be used'
                  : `${preview.problems.length} rows cannot be used`}
              </h3>
              <ul>
                {preview.problems.map((problem) => (
                  <li key={problem.row}>
                    Row {problem.row} ({problem.text || 'empty'}): {problem.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}

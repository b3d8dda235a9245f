import { selectedFieldsText, type ExportField } from '@hope/domain/csv';

interface FieldPickerProps<R> {
  fields: readonly ExportField<R>[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}

const GROUPS = [
  { group: 'record', legend: 'Record Fields' },
  { group: 'student', legend: 'Student Information' },
] as const;

/** The export's column checkboxes, record fields and student fields apart, with Select All / None. */
export function FieldPicker<R>({ fields, selected, onChange }: FieldPickerProps<R>) {
  function toggle(key: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(key);
    else next.delete(key);
    onChange(next);
  }

  return (
    <section className="card export-section" aria-labelledby="export-fields-heading">
      <div className="export-section-header">
        <h2 id="export-fields-heading">Fields</h2>
        <p className="export-counter" aria-live="polite">
          {selectedFieldsText(selected.size, fields.length)}
        </p>
        <div className="export-actions">
          <button
            type="button"
            className="button-secondary"
            onClick={() => onChange(new Set(fields.map((field) => field.key)))}
          >
            Select All
          </button>
          <button type="button" className="button-secondary" onClick={() => onChange(new Set())}>
            Select None
          </button>
        </div>
      </div>
      {GROUPS.map(({ group, legend }) => (
        <fieldset key={group} className="export-group">
          <legend>{legend}</legend>
          <div className="export-checkboxes">
            {fields
              .filter((field) => field.group === group)
              .map((field) => (
                <label key={field.key} className="export-checkbox">
                  <input
                    type="checkbox"
                    checked={selected.has(field.key)}
                    onChange={(event) => toggle(field.key, event.target.checked)}
                  />
                  {field.label}
                </label>
              ))}
          </div>
        </fieldset>
      ))}
    </section>
  );
}

import { lockedFieldNote, type StoredRecord } from '@hope/domain/records';
import type { FormDescription } from '../../kinds';
import { FormFieldInput } from '../add/FormFieldInput';
import '../add/add-record.css';

/**
 * Edit mode: the add form's field description (kinds/*-form.ts) with the edit bounds, rendered by its inputs;
 * the fields the record's payments own are read-only, each with the reason (the domain's lockedFieldNote).
 */
export function EditFields({ description, record }: { description: FormDescription; record: StoredRecord }) {
  return (
    <>
      {description.map((section) =>
        'fields' in section ? (
          <section key={section.title} className="card details-section">
            <h2>{section.title}</h2>
            <div className="form-grid">
              {section.fields.map((field) => (
                <FormFieldInput
                  key={field.name}
                  field={field}
                  lockNote={lockedFieldNote(record, field.name)}
                />
              ))}
            </div>
          </section>
        ) : null,
      )}
    </>
  );
}

import type { FormDescription } from '../../kinds';
import { FormFieldInput } from '../add/FormFieldInput';
import '../add/add-record.css';

/**
 * Edit mode: the add form's field description (kinds/*-form.ts) with the edit bounds, rendered by its inputs;
 * `locked` fields (owned by the record's recorded payments) are read-only.
 */
export function EditFields({
  description,
  locked,
}: {
  description: FormDescription;
  locked: readonly string[];
}) {
  return (
    <>
      {description.map((section) =>
        'fields' in section ? (
          <section key={section.title} className="card details-section">
            <h2>{section.title}</h2>
            <div className="form-grid">
              {section.fields.map((field) => (
                <FormFieldInput key={field.name} field={field} readOnly={locked.includes(field.name)} />
              ))}
            </div>
          </section>
        ) : null,
      )}
    </>
  );
}

import type { FormDescription } from '../../kinds/record-form';
import { FormFieldInput } from '../add/FormFieldInput';
import '../add/add-record.css';

/** Edit mode: the add form's field description (kinds/*-form.ts) with the edit bounds, rendered by its inputs. */
export function EditFields({ description }: { description: FormDescription }) {
  return (
    <>
      {description.map((section) =>
        'fields' in section ? (
          <section key={section.title} className="card details-section">
            <h2>{section.title}</h2>
            <div className="form-grid">
              {section.fields.map((field) => (
                <FormFieldInput key={field.name} field={field} />
              ))}
            </div>
          </section>
        ) : null,
      )}
    </>
  );
}

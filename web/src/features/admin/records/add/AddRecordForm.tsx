import { zodResolver } from '@hookform/resolvers/zod';
import { canSaveAddForm } from '@hope/domain/office';
import { useSettings } from '#settings';
import { FormProvider, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { Link } from 'react-router';
import { Banner } from '../../../../ui/Banner';
import type { AnyRecordKind } from '../../kinds';
import { FormFieldInput } from './FormFieldInput';
import { StudentSection } from './StudentSection';
import { useSaveRecord } from './useSaveRecord';
import './add-record.css';

/** The one add screen: the kind's sections rendered from its description, saved by useSaveRecord. */
export function AddRecordForm({ kind }: { kind: AnyRecordKind }) {
  const { add } = kind;
  const settings = useSettings();
  const methods = useForm({
    defaultValues: add.empty(settings) as DefaultValues<Record<string, unknown>>,
    resolver: zodResolver(add.schema),
  });
  const { state, banner, save, dismissBanner } = useSaveRecord(kind);
  const requiredName = useWatch({
    control: methods.control,
    name: add.requiredField,
  }) as unknown as string | undefined;
  const saving = state === 'saving';
  // After a save the form stays disabled until the list opens, like while saving.
  const canSave = canSaveAddForm(requiredName ?? '', state !== 'idle');

  return (
    <FormProvider {...methods}>
      <form className="record-form" noValidate onSubmit={methods.handleSubmit(save)}>
        <header className="record-form-header">
          <Link to={kind.path} className="back-link" aria-label={`Back to ${kind.noun}`}>
            <span aria-hidden="true">←</span>
          </Link>
          <h1>{add.title}</h1>
        </header>
        {add.fields.map((section) => (
          <section
            key={section.title}
            className="card form-section"
            aria-labelledby={sectionId(section.title)}
          >
            <h2 id={sectionId(section.title)}>{section.title}</h2>
            {'fields' in section ? (
              <div className="form-grid">
                {section.fields.map((field) => (
                  <FormFieldInput key={field.name} field={field} />
                ))}
              </div>
            ) : (
              <StudentSection />
            )}
          </section>
        ))}
        <div className="form-actions">
          {banner && (
            <Banner tone={banner.tone} onDismiss={dismissBanner}>
              {banner.text}
            </Banner>
          )}
          <button type="submit" className="button" disabled={!canSave}>
            {saving ? 'Saving...' : add.saveLabel}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

function sectionId(title: string): string {
  return `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}

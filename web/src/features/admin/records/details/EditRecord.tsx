import { updateErrorAlert } from '@hope/domain';
import { useState } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import type { KindFilters, KindRecord, KindSort, RecordKind } from '../../kinds/record-kind';
import { useSettings } from '../../../../app/settings/SettingsContext';
import { EditFields } from './EditFields';
import { writeRecord } from './record-writes';

interface Props<R extends KindRecord, F extends KindFilters, S extends KindSort, Form> {
  kind: RecordKind<R, F, S, Form>;
  record: R;
  /** Back to read mode (after a save, or on Cancel). */
  onDone: () => void;
}

/**
 * Edit mode. The form starts from the saved record each time; Cancel drops it, so nothing typed survives and
 * nothing is written. Save checks like the add form, writes the spec's fields and updated_at, then confirms.
 */
export function EditRecord<R extends KindRecord, F extends KindFilters, S extends KindSort, Form>({
  kind,
  record,
  onDone,
}: Props<R, F, S, Form>) {
  const { details } = kind;
  const methods = useForm<FieldValues>({
    defaultValues: details.toForm(record) as DefaultValues<FieldValues>,
  });
  const [saving, setSaving] = useState(false);
  const settings = useSettings();

  async function save(values: FieldValues) {
    const outcome = details.toUpdate(record, values as Form, new Date(), settings);
    if (!outcome.ok) {
      window.alert(updateErrorAlert(details.updateTarget, outcome.message));
      return;
    }
    setSaving(true);
    const saved = await writeRecord(kind.collection, record.id, outcome.update, details.updateTarget);
    setSaving(false);
    if (!saved) return;
    toast.success(details.updatedText, { duration: 3000 });
    onDone();
  }

  return (
    <FormProvider {...methods}>
      <form className="record-details" aria-labelledby="details-title" onSubmit={methods.handleSubmit(save)}>
        <div className="details-toolbar">
          <button type="button" className="button secondary" onClick={onDone} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
        </div>
        <header className="details-header">
          <h1 id="details-title">{details.title}</h1>
          <p className="details-name">Editing {details.heading(record)}</p>
        </header>
        <EditFields description={details.edit} />
      </form>
    </FormProvider>
  );
}

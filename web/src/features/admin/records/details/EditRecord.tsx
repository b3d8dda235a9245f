import { updateErrorAlert } from '@hope/domain/messages';
import { type EditConflict, type StoredRecord } from '@hope/domain/records';
import { useState } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import { useSettings } from '#settings';
import { Banner } from '../../../../ui/Banner';
import { EditConflictError, saveEdit } from '../../data/records-gateway';
import { fieldsOf, type KindFilters, type KindRecord, type KindSort, type RecordKind } from '../../kinds';
import { EditFields } from './EditFields';

interface Props<R extends KindRecord, F extends KindFilters, S extends KindSort, Form> {
  kind: RecordKind<R, F, S, Form>;
  record: R;
  /** Back to read mode (after a save, or on Cancel). */
  onDone: () => void;
}

/**
 * Edit mode. The form starts from the record as it is when Edit is pressed; Cancel drops it. Save checks like
 * the add form and the server writes only the fields the person changed (records-gateway.ts): what Stripe or another
 * member saved meanwhile stays. If they changed one of the same fields, nothing is saved: those fields show
 * the saved values and the person's other changes stay in the form for a second Save.
 */
export function EditRecord<R extends KindRecord, F extends KindFilters, S extends KindSort, Form>({
  kind,
  record,
  onDone,
}: Props<R, F, S, Form>) {
  const { details } = kind;
  const [opened, setOpened] = useState(record);
  const settings = useSettings();
  const methods = useForm<FieldValues>({
    defaultValues: details.toForm(record, settings) as DefaultValues<FieldValues>,
  });
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const stored = (value: R) => value as unknown as StoredRecord;
  const labels = new Map(fieldsOf(details.edit).map((field) => [field.name as string, field.label]));

  /** The other side's values go into the form (and become the base of the next Save). */
  function takeTheirs(conflicts: EditConflict[]) {
    const base = { ...opened, ...Object.fromEntries(conflicts.map((c) => [c.field, c.theirs])) } as R;
    const form = details.toForm(base, settings) as Record<string, unknown>;
    for (const { field } of conflicts) methods.setValue(field, form[field]);
    setOpened(base);
    const names = conflicts.map((c) => labels.get(c.field) ?? c.field).join(', ');
    setConflict(
      `Someone else changed ${names} while you were editing. Those fields now show the saved values; your other changes are still here. Review them and press Save again.`,
    );
  }

  async function save(values: FieldValues) {
    const outcome = details.toUpdate(opened, values as Form, new Date(), settings);
    if (!outcome.ok) {
      window.alert(updateErrorAlert(kind.one, outcome.message));
      return;
    }
    setSaving(true);
    try {
      await saveEdit(kind.collection, record.id, stored(opened), values, outcome.update);
    } catch (error) {
      setSaving(false);
      if (error instanceof EditConflictError) return takeTheirs(error.conflicts);
      console.error(`Updating ${kind.collection}/${record.id} failed`, error);
      window.alert(updateErrorAlert(kind.one, error));
      return;
    }
    setSaving(false);
    toast.success(details.updatedText);
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
        {conflict && (
          <Banner tone="error" onDismiss={() => setConflict(null)}>
            {conflict}
          </Banner>
        )}
        <EditFields description={details.edit} record={stored(record)} />
      </form>
    </FormProvider>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  driveFormSchema,
  driveFormValues,
  emptyDriveForm,
  type DriveFields,
  type DriveFormValues,
} from '@hope/domain/drives';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../ui/Dialog';
import { FormFooter } from '../../../ui/FormFooter';
import { runFromForm, type WatchedDrive } from './drives-gateway';
import { Input } from './Input';

interface Props {
  /** The drive to change; null: a new one. */
  drive: WatchedDrive | null;
  onClose: () => void;
}

/** Set up a pledge drive or change one: its name, what is counted (with Spanish words), date, most and rate. */
export function DriveDialog({ drive, onClose }: Props) {
  const form = useForm<DriveFormValues, unknown, DriveFields>({
    defaultValues: drive ? driveFormValues(drive) : emptyDriveForm,
    resolver: zodResolver(driveFormSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const title = drive ? `Change ${drive.name}` : 'New pledge drive';

  const save = (values: DriveFields) =>
    runFromForm(
      { op: 'save', id: drive?.id ?? null, drive: values },
      form,
      drive ? `${values.name} saved.` : `${values.name} set up.`,
      onClose,
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title={title}
      description="Relatives pledge an amount per unit on the students' pages; the cards are charged once the counts are in."
      footer={
        <FormFooter formId="drive-form" submitLabel="Save drive" busy={isSubmitting} onCancel={onClose} />
      }
    >
      <form id="drive-form" noValidate className="drive-form" onSubmit={form.handleSubmit(save)}>
        <Input
          id="drive-name"
          label="Name"
          hint="For example Fun Run 2027"
          error={errors.name?.message}
          registration={form.register('name')}
        />
        <fieldset className="drive-unit">
          <legend>What is counted</legend>
          <Input
            id="drive-unit-one"
            label="One (lap)"
            error={errors.unit?.one?.message}
            registration={form.register('unit.one')}
          />
          <Input
            id="drive-unit-other"
            label="Several (laps)"
            error={errors.unit?.other?.message}
            registration={form.register('unit.other')}
          />
          <Input
            id="drive-unit-es-one"
            label="In Spanish, one (vuelta)"
            hint="Optional"
            error={errors.unit_es?.one?.message}
            registration={form.register('unit_es.one')}
          />
          <Input
            id="drive-unit-es-other"
            label="In Spanish, several (vueltas)"
            hint="Optional"
            error={errors.unit_es?.other?.message}
            registration={form.register('unit_es.other')}
          />
        </fieldset>
        <Input
          id="drive-date"
          label="Event date"
          type="date"
          error={errors.event_date?.message}
          registration={form.register('event_date')}
        />
        <Input
          id="drive-max"
          label="Most a student can count"
          inputMode="numeric"
          hint="For example 30 laps"
          error={errors.max_units?.message}
          registration={form.register('max_units')}
        />
        <Input
          id="drive-rate"
          label="Suggested amount per unit ($)"
          inputMode="decimal"
          hint="Optional"
          error={errors.suggested_rate?.message}
          registration={form.register('suggested_rate')}
        />
        <label className="drive-open">
          <input type="checkbox" {...form.register('open')} />
          <span>Open for pledges on the students' pages</span>
        </label>
        {errors.root && (
          <p role="alert" className="error">
            {errors.root.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { unpagedStudentFormSchema, unitWord, type Drive, type UnpagedStudentForm } from '@hope/domain/drives';
import { gradeTeacherOptions } from '@hope/domain/settings';
import { useSettings } from '#settings';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { FormFooter } from '../../../ui/FormFooter';
import { runFromForm } from './drives-gateway';
import { Input } from './Input';
import { ADD_STUDENT_BUTTON_ID } from './RemoveStudent';

type Saved = { name: string; className: string; count: number | null };

/**
 * A student without a page added to the drive's counts (a child whose family made no page still runs): the name
 * as pages show it, the class from the school's, and the count when it is known.
 */
export function AddStudentDialog({ drive, onClose }: { drive: Drive; onClose: () => void }) {
  const classes = gradeTeacherOptions(useSettings());
  const schema = useMemo(() => unpagedStudentFormSchema(drive), [drive]);
  const form = useForm<UnpagedStudentForm, unknown, Saved>({
    defaultValues: { name: '', className: '', count: '' },
    resolver: zodResolver(schema),
  });
  const { errors, isSubmitting } = form.formState;

  const added = () => {
    onClose();
    // The first student added replaces the empty state's button that opened the dialog: focus its successor.
    setTimeout(() => document.getElementById(ADD_STUDENT_BUTTON_ID)?.focus(), 50);
  };
  const save = (values: Saved) =>
    runFromForm({ op: 'addStudent', id: drive.id, ...values }, form, `${values.name} added.`, added);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title="Add a student without a page"
      description="The student is counted with their class; with no page, they have no pledges to charge."
      footer={
        <FormFooter
          formId="add-student-form"
          submitLabel="Add student"
          busy={isSubmitting}
          onCancel={onClose}
        />
      }
    >
      <form id="add-student-form" noValidate className="drive-form" onSubmit={form.handleSubmit(save)}>
        <Input
          id="student-name"
          label="Student"
          hint="First name and last initial, as Maya R."
          error={errors.name?.message}
          registration={form.register('name')}
        />
        <Field id="student-class" label="Class" error={errors.className?.message}>
          {(describedBy) => (
            <select
              id="student-class"
              aria-invalid={errors.className ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('className')}
            >
              <option value="">Choose the class</option>
              {classes.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Input
          id="student-count"
          label={`Count (${unitWord(drive, 2)})`}
          inputMode="numeric"
          hint="Optional: leave it empty until the student is counted"
          error={errors.count?.message}
          registration={form.register('count')}
        />
        {errors.root && (
          <p role="alert" className="error">
            {errors.root.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  pageLimits,
  studentPageFormSchema,
  type StudentPageForm,
  type StudentPageFormInput,
} from '@hope/domain/pages';
import { studentPagesOf } from '@hope/domain/settings';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSettings } from '#settings';
import { Field } from '../../../ui/Field';
import '../donate/donate.css';
import './pages.css';

export const EMPTY_PAGE_FORM: StudentPageFormInput = {
  firstName: '',
  lastInitial: '',
  gradeTeacher: '',
  goal: '',
  message: '',
  parentName: '',
  email: '',
};

interface Props {
  /** 'create' asks the family's name and email too; 'edit' changes the child's fields only. */
  mode: 'create' | 'edit';
  defaultValues?: StudentPageFormInput;
  submitLabel: string;
  /** Throws with a sentence for the visitor when the server refuses; the form keeps what was typed. */
  onSubmit: (values: StudentPageForm) => Promise<void>;
  children?: React.ReactNode;
}

/** The student page's form: the child by first name and last initial only, class, goal, message. */
export function PageForm({ mode, defaultValues = EMPTY_PAGE_FORM, submitLabel, onSubmit, children }: Props) {
  const settings = useSettings();
  const { defaultGoal } = studentPagesOf(settings);
  const id = useId();
  const form = useForm<StudentPageFormInput, unknown, StudentPageForm>({
    // An edit checks the child's fields only: the family's name and email are not shown to the manage link.
    resolver: zodResolver(
      mode === 'create'
        ? studentPageFormSchema(settings)
        : studentPageFormSchema(settings).omit({ parentName: true, email: true }),
    ) as never,
    defaultValues,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const [failure, setFailure] = useState<string | null>(null);
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  });

  const input = (name: keyof StudentPageFormInput, describedBy: string | undefined) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy,
    // A number field gives text: the schema reads '' as "the school's goal" and wants a number otherwise.
    ...register(
      name,
      name === 'goal' ? { setValueAs: (value: string) => (value === '' ? '' : Number(value)) } : {},
    ),
  });

  return (
    <form className="give-form pages-form" noValidate onSubmit={(event) => void submit(event)}>
      <section className="give-card" aria-labelledby={`${id}-student`}>
        <h2 id={`${id}-student`} className="give-card-title">
          Your student
        </h2>
        <p className="give-hint">Only the first name and last initial are shown, never the full name.</p>
        <div className="pages-name-row">
          <Field id={`${id}-firstName`} label="First name" look="page" error={errors.firstName?.message}>
            {(describedBy) => <input type="text" autoComplete="off" {...input('firstName', describedBy)} />}
          </Field>
          <Field
            id={`${id}-lastInitial`}
            label="Last initial"
            look="page"
            error={errors.lastInitial?.message}
          >
            {(describedBy) => (
              <input type="text" maxLength={1} autoComplete="off" {...input('lastInitial', describedBy)} />
            )}
          </Field>
        </div>
        <Field
          id={`${id}-gradeTeacher`}
          label="Grade and teacher"
          look="page"
          error={errors.gradeTeacher?.message}
        >
          {(describedBy) => (
            <select {...input('gradeTeacher', describedBy)}>
              <option value="">Choose…</option>
              {settings.classes.map((choice) => (
                <option key={choice.label} value={choice.label}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${id}-goal`}
          label="Goal (optional)"
          look="page"
          error={errors.goal?.message}
          hint={`Leave it empty for the school’s goal of $${defaultGoal.toLocaleString('en-US')}.`}
        >
          {(describedBy) => (
            <span className="give-money-input">
              <span aria-hidden="true">$</span>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                placeholder={String(defaultGoal)}
                {...input('goal', describedBy)}
              />
            </span>
          )}
        </Field>
        <Field
          id={`${id}-message`}
          label="A short message (optional)"
          look="page"
          error={errors.message?.message}
          hint={`${message.length} of ${pageLimits.messageMax} characters. No links, please.`}
        >
          {(describedBy) => <textarea rows={3} {...input('message', describedBy)} />}
        </Field>
      </section>
      {mode === 'create' && (
        <section className="give-card" aria-labelledby={`${id}-you`}>
          <h2 id={`${id}-you`} className="give-card-title">
            You
          </h2>
          <p className="give-hint">
            We email you the page&rsquo;s private link to edit, pause or delete it. Never shown on the page.
          </p>
          <Field id={`${id}-parentName`} label="Your name" look="page" error={errors.parentName?.message}>
            {(describedBy) => <input type="text" autoComplete="name" {...input('parentName', describedBy)} />}
          </Field>
          <Field id={`${id}-email`} label="Your email" look="page" error={errors.email?.message}>
            {(describedBy) => (
              <input type="email" autoComplete="email" inputMode="email" {...input('email', describedBy)} />
            )}
          </Field>
        </section>
      )}
      {children}
      {failure && (
        <p className="give-notice error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button give-submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}

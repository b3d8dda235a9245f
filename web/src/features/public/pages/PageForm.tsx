import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatWholeDollars } from '@hope/domain/money';
import {
  pageLimits,
  studentPageFormSchema,
  type StudentPageForm,
  type StudentPageFormInput,
} from '@hope/domain/pages';
import { gradeTeacherOptions, studentPagesOf } from '@hope/domain/settings';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useClassName, useSettings } from '#settings';
import { formMessage } from '../../../i18n';
import { Field } from '../../../ui/Field';
import '../shared/give.css';
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
  const className = useClassName();
  const { t } = useLingui();
  const { defaultGoal } = studentPagesOf(settings);
  const schoolGoal = formatWholeDollars(defaultGoal);
  const { messageMax } = pageLimits;
  const id = useId();
  // Built once per form and settings, not at every keystroke's render. An edit checks the child's fields only:
  // the family's name and email are not shown to the manage link.
  const resolver = useMemo(
    () =>
      zodResolver(
        mode === 'create'
          ? studentPageFormSchema(settings)
          : studentPageFormSchema(settings).omit({ parentName: true, email: true, language: true }),
      ) as never,
    [mode, settings],
  );
  const form = useForm<StudentPageFormInput, unknown, StudentPageForm>({
    resolver,
    defaultValues,
  });
  const { register, formState } = form;
  // The schema words its messages in English; each shows in the page's language.
  const errorOf = (name: keyof StudentPageFormInput) => {
    const english = formState.errors[name]?.message;
    return english ? formMessage(english) : undefined;
  };
  const [failure, setFailure] = useState<string | null>(null);
  const typed = (useWatch({ control: form.control, name: 'message' }) ?? '').length;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(
        error instanceof Error ? formMessage(error.message) : t`Something went wrong. Please try again.`,
      );
    }
  });

  const input = (name: keyof StudentPageFormInput, describedBy: string | undefined) => ({
    id: `${id}-${name}`,
    'aria-invalid': formState.errors[name] ? true : undefined,
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
          <Trans>Your student</Trans>
        </h2>
        <p className="give-hint">
          <Trans>Only the first name and last initial are shown, never the full name.</Trans>
        </p>
        <div className="pages-name-row">
          <Field id={`${id}-firstName`} label={t`First name`} look="page" error={errorOf('firstName')}>
            {(describedBy) => <input type="text" autoComplete="off" {...input('firstName', describedBy)} />}
          </Field>
          <Field id={`${id}-lastInitial`} label={t`Last initial`} look="page" error={errorOf('lastInitial')}>
            {(describedBy) => (
              <input type="text" maxLength={1} autoComplete="off" {...input('lastInitial', describedBy)} />
            )}
          </Field>
        </div>
        <Field
          id={`${id}-gradeTeacher`}
          label={t`Grade and teacher`}
          look="page"
          error={errorOf('gradeTeacher')}
        >
          {(describedBy) => (
            <select {...input('gradeTeacher', describedBy)}>
              <option value="">{t`Choose…`}</option>
              {gradeTeacherOptions(settings).map((label) => (
                <option key={label} value={label}>
                  {className(label)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${id}-goal`}
          label={t`Goal (optional)`}
          look="page"
          error={errorOf('goal')}
          hint={t`Leave it empty for the school’s goal of ${schoolGoal}.`}
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
          label={t`A short message (optional)`}
          look="page"
          error={errorOf('message')}
          hint={t`${typed} of ${messageMax} characters. No links, please.`}
        >
          {(describedBy) => <textarea rows={3} {...input('message', describedBy)} />}
        </Field>
      </section>
      {mode === 'create' && (
        <section className="give-card" aria-labelledby={`${id}-you`}>
          <h2 id={`${id}-you`} className="give-card-title">
            <Trans>You</Trans>
          </h2>
          <p className="give-hint">
            <Trans>
              We email you the page&rsquo;s private link to edit, pause or delete it. Never shown on the page.
            </Trans>
          </p>
          <Field id={`${id}-parentName`} label={t`Your name`} look="page" error={errorOf('parentName')}>
            {(describedBy) => <input type="text" autoComplete="name" {...input('parentName', describedBy)} />}
          </Field>
          <Field id={`${id}-email`} label={t`Your email`} look="page" error={errorOf('email')}>
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
        {formState.isSubmitting ? t`Saving…` : submitLabel}
      </button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  pledgeAmountCents,
  pledgeFormSchema,
  type PledgeFormValues,
  type PledgeRequest,
} from '@hope/domain/drives';
import { centsToDollars, formatCurrency } from '@hope/domain/money';
import type { PublicPageDrive } from '@hope/domain/pages';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formMessage, pageLanguage } from '../../../i18n';
import { Field } from '../../../ui/Field';
import { BackButton } from '../shared/BackButton';
import { HoneypotField } from '../shared/HoneypotField';
import { ApiError, failureAlert, postJson } from '../shared/public-api';
import { driveDay, driveUnit } from './page-drive';
import { PledgeAmountFields } from './PledgeAmountFields';
import '../shared/give.css';

type Values = PledgeFormValues & { fax: string };

/** What the pledge comes to if the student counts the drive's most: the rate times it, at most the most. */
function atMost(drive: PublicPageDrive, rate: string, most: string): number | null {
  const perUnit = Number(rate);
  const cap = most.trim() === '' ? null : Number(most);
  if (!(perUnit > 0) || (cap !== null && !(cap > 0))) return null;
  return centsToDollars(pledgeAmountCents({ rate: perUnit, most: cap }, drive.maxUnits));
}

/**
 * A pledge per unit on a student's page: the amount per lap, an optional most in all, and who pledges. The card
 * is saved on Stripe's page and charged after the event; nothing is charged now.
 */
export function PledgeForm({
  code,
  name,
  drive,
  onBack,
}: {
  code: string;
  name: string;
  drive: PublicPageDrive;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const one = driveUnit(drive, 1);
  const many = driveUnit(drive, 2);
  const form = useForm<Values, unknown, Omit<PledgeRequest, 'language'> & { fax?: string }>({
    defaultValues: {
      rate: drive.suggestedRate === null ? '' : drive.suggestedRate.toFixed(2),
      most: '',
      name: '',
      email: '',
      fax: '',
    },
    resolver: zodResolver(pledgeFormSchema) as never,
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (field: keyof Values) => {
    const english = errors[field]?.message;
    return english ? formMessage(english) : undefined;
  };
  const [rate, most] = useWatch({ control: form.control, name: ['rate', 'most'] });
  const top = atMost(drive, rate, most);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    // The honeypot travels as typed: the schema drops it, the server refuses the request if it is filled.
    const request: PledgeRequest & { fax: string } = {
      ...values,
      language: pageLanguage(),
      fax: form.getValues('fax'),
    };
    try {
      const { url } = await postJson<{ url?: unknown }>(
        `/api/pages/${encodeURIComponent(code)}/pledge`,
        request,
        t`Your pledge could not be saved. Please try again.`,
      );
      if (typeof url === 'string' && url) window.location.assign(url);
      else setFailure(t`Your pledge could not be saved. Please try again.`);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status < 429
          ? formMessage(error.message)
          : failureAlert(error, t`Your pledge could not be saved. Please try again.`),
      );
    }
  });

  const field = (name: keyof Values, describedBy: string | undefined) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy,
    ...form.register(name),
  });

  return (
    <div className="main-step">
      <BackButton onBack={onBack} />
      <h1>
        <Trans>
          Pledge per {one} for {name}
        </Trans>
      </h1>
      <p>
        <Trans>
          {drive.name} is on {driveDay(drive)}. Your card is saved now and charged after the event, once the
          school has counted the {many}. Nothing is charged today.
        </Trans>
      </p>
      <form className="give-form" noValidate onSubmit={(event) => void submit(event)}>
        <section className="give-card" aria-labelledby={`${id}-amount`}>
          <h2 id={`${id}-amount`} className="give-card-title">
            <Trans>Your pledge</Trans>
          </h2>
          <PledgeAmountFields
            idPrefix={id}
            one={one}
            rate={form.register('rate')}
            most={form.register('most')}
            errors={{ rate: errorOf('rate'), most: errorOf('most') }}
            mostHint={
              top === null
                ? t`Leave it empty to pledge for every ${one}.`
                : t`At ${drive.maxUnits} ${many}, your pledge comes to ${formatCurrency(top)}.`
            }
          />
        </section>
        <section className="give-card" aria-labelledby={`${id}-you`}>
          <h2 id={`${id}-you`} className="give-card-title">
            <Trans>You</Trans>
          </h2>
          <p className="give-hint">
            <Trans>We email you your pledge and a private link to change or cancel it.</Trans>
          </p>
          <Field id={`${id}-name`} label={t`Your name`} look="page" error={errorOf('name')}>
            {(describedBy) => <input type="text" autoComplete="name" {...field('name', describedBy)} />}
          </Field>
          <Field id={`${id}-email`} label={t`Your email`} look="page" error={errorOf('email')}>
            {(describedBy) => (
              <input type="email" autoComplete="email" inputMode="email" {...field('email', describedBy)} />
            )}
          </Field>
          <HoneypotField {...form.register('fax')} />
        </section>
        {failure && (
          <p className="give-notice error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button give-submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving…` : t`Save my card and pledge`}
        </button>
      </form>
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { appConfig } from '@hope/domain/config';
import { formatPhone } from '@hope/domain/input';
import { useId, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { describedByError, FieldError } from '../shared/FieldError';
import type { SponsorFormValues, SponsorRefusable } from './sponsorship-request';

interface Props {
  form: UseFormReturn<SponsorFormValues>;
  /** The server's words about a field it refused, shown beside that field. */
  refused: Partial<Record<SponsorRefusable, string>>;
}

/** Company, contact person, phone (shaped as (555) 123-4567 while typed) and email. */
export function ContactFields({ form, refused }: Props) {
  const { register, control } = form;
  const id = useId();
  const noteOf = (field: SponsorRefusable) => `${id}-${field}-note`;
  const described = (field: SponsorRefusable) => describedByError(noteOf(field), refused[field]);
  const field = (name: SponsorRefusable, label: ReactNode, input: ReactNode) => (
    <div className="give-field-group">
      <label className="give-field">
        <span>{label}</span>
        {input}
      </label>
      <FieldError id={noteOf(name)} message={refused[name]} />
    </div>
  );
  return (
    <section className="give-card" aria-labelledby="contact-title">
      <h2 id="contact-title" className="give-card-title">
        <Trans>Contact Information</Trans>
      </h2>
      {field(
        'companyName',
        <Trans>Company Name</Trans>,
        <input
          type="text"
          autoComplete="organization"
          {...described('companyName')}
          {...register('companyName')}
        />,
      )}
      {field(
        'contactName',
        <Trans>Contact Name</Trans>,
        <input type="text" autoComplete="name" {...described('contactName')} {...register('contactName')} />,
      )}
      <Controller
        control={control}
        name="contactPhone"
        render={({ field: phone }) =>
          field(
            'contactPhone',
            <Trans>Contact Phone</Trans>,
            <input
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              placeholder="(555) 123-4567"
              maxLength={appConfig.limits.phoneMaxLength}
              name={phone.name}
              ref={phone.ref}
              value={phone.value}
              onBlur={phone.onBlur}
              onChange={(event) => phone.onChange(formatPhone(event.target.value))}
              {...described('contactPhone')}
            />,
          )
        }
      />
      {field(
        'email',
        <Trans>Email Address</Trans>,
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...described('email')}
          {...register('email')}
        />,
      )}
    </section>
  );
}

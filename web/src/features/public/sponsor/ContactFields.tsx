import { Trans } from '@lingui/react/macro';
import { appConfig } from '@hope/domain/config';
import { formatPhone } from '@hope/domain/input';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { SponsorFormValues } from './sponsorship-request';

/** Company, contact person, phone (shaped as (555) 123-4567 while typed) and email. */
export function ContactFields({ form }: { form: UseFormReturn<SponsorFormValues> }) {
  const { register, control } = form;
  return (
    <section className="give-card" aria-labelledby="contact-title">
      <h2 id="contact-title" className="give-card-title">
        <Trans>Contact Information</Trans>
      </h2>
      <label className="give-field">
        <span>
          <Trans>Company Name</Trans>
        </span>
        <input type="text" autoComplete="organization" {...register('companyName')} />
      </label>
      <label className="give-field">
        <span>
          <Trans>Contact Name</Trans>
        </span>
        <input type="text" autoComplete="name" {...register('contactName')} />
      </label>
      <Controller
        control={control}
        name="contactPhone"
        render={({ field }) => (
          <label className="give-field">
            <span>
              <Trans>Contact Phone</Trans>
            </span>
            <input
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              placeholder="(555) 123-4567"
              maxLength={appConfig.limits.phoneMaxLength}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(formatPhone(event.target.value))}
            />
          </label>
        )}
      />
      <label className="give-field">
        <span>
          <Trans>Email Address</Trans>
        </span>
        <input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </label>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { COMPANY_NAME_MAX_LENGTH } from '@hope/domain/input';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { describedByError, FieldError } from '../shared/FieldError';
import type { DonateFormValues } from './donation-request';

interface Props {
  form: UseFormReturn<DonateFormValues>;
  matching: boolean;
  /** The server's words about the employer's name, when it refused it. */
  refused?: string;
}

/**
 * 'My company matches donations' and, once ticked, the employer's name (optional) and what happens next: the
 * receipt carries what a matching program asks for.
 */
export function CompanyMatching({ form, matching, refused }: Props) {
  const { t } = useLingui();
  const id = useId();
  const noteId = `${id}-employer-note`;
  const nextId = `${id}-matching-next`;
  return (
    <div className="give-matching">
      <label className="give-check">
        <input
          type="checkbox"
          aria-describedby={matching ? nextId : undefined}
          {...form.register('companyMatching')}
        />
        <span>
          <Trans>My company matches donations</Trans>
        </span>
      </label>
      {matching && (
        <>
          <p id={nextId} className="give-check-detail give-matching-next">
            <Trans>Your receipt will include what your employer&rsquo;s matching program asks for.</Trans>
          </p>
          <div className="give-field-group">
            <label className="give-field">
              <span>{t`Employer’s name (optional)`}</span>
              <input
                type="text"
                autoComplete="organization"
                maxLength={COMPANY_NAME_MAX_LENGTH}
                {...describedByError(noteId, refused)}
                {...form.register('matchingEmployer')}
              />
            </label>
            <FieldError id={noteId} message={refused} />
          </div>
        </>
      )}
    </div>
  );
}

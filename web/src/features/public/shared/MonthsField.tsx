import { Trans } from '@lingui/react/macro';
import { appConfig } from '@hope/domain/config';
import { formatCurrency } from '@hope/domain/money';
import type { ComponentPropsWithRef } from 'react';
import { formMessage } from '../../../i18n';

const { limits } = appConfig;

type MonthsFieldProps = ComponentPropsWithRef<'input'> & {
  /** The id of the MonthsNote that describes the field. */
  noteId: string;
  /** The count's problem (a count outside 1 to 12), in English as the rules word it; null when none. */
  problem: string | null;
};

/** Number of monthly payments (1 to 12), for monthly gifts and sponsorship payment plans alike. */
export function MonthsField({ noteId, problem, ...input }: MonthsFieldProps) {
  return (
    <label className="give-field">
      <span>
        <Trans>Number of Months</Trans>
      </span>
      <input
        type="number"
        inputMode="numeric"
        min={limits.minMonths}
        max={limits.maxMonths}
        step={1}
        aria-invalid={problem ? true : undefined}
        aria-describedby={noteId}
        {...input}
      />
    </label>
  );
}

/** Under the months field: the range it takes, or what is wrong with the count typed. */
export function MonthsNote({ id, problem }: { id: string; problem: string | null }) {
  const { minMonths, maxMonths } = limits;
  return (
    // Polite: a count typed out of range is said once the typing pauses, without taking the focus.
    <span
      id={id}
      className={`give-months-note ${problem ? 'give-field-error' : 'give-hint'}`}
      aria-live="polite"
    >
      {problem ? (
        formMessage(problem)
      ) : (
        <Trans>
          {minMonths} to {maxMonths} months
        </Trans>
      )}
    </span>
  );
}

/**
 * 'Monthly payment: $X', once the count of months is one the plan can have: a count out of range has no
 * payment to show (the months field says why), rather than a misleading $0.00.
 */
export function MonthlyPayment({ amount, validCount }: { amount: number; validCount: boolean }) {
  if (!validCount) return null;
  return (
    <p className="give-figure" aria-live="polite">
      <Trans>
        Monthly payment: <strong>{formatCurrency(amount)}</strong>
      </Trans>
    </p>
  );
}

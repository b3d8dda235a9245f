import { Trans } from '@lingui/react/macro';
import { appConfig } from '@hope/domain/config';
import type { ComponentPropsWithRef } from 'react';

const { limits } = appConfig;

/** Number of monthly payments (1 to 12), for monthly gifts and sponsorship payment plans alike. */
export function MonthsField(props: ComponentPropsWithRef<'input'>) {
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
        {...props}
      />
    </label>
  );
}

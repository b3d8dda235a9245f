import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A field people never see or reach (hidden, out of the tab order, ignored by screen readers and password
 * managers) but form-filling bots do fill: the server refuses a request whose `fax` is not empty.
 */
export function HoneypotField(props: UseFormRegisterReturn<'fax'>) {
  return (
    <div className="give-honeypot" aria-hidden="true">
      <label>
        Fax
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}

import { useSettings } from '#settings';
import { canResend, deliveryLabel } from '@hope/domain/receipts';
import { formatSchoolDateTime } from '@hope/domain/time';
import { useMay } from '../auth/role';
import { MailText } from './MailText';
import type { MailEntry } from './receipts-gateway';
import { useStuck } from './useStuck';

/** What the office resends, by the kind of message. */
const resendLabels: Partial<Record<MailEntry['kind'], string>> = {
  statement: 'Resend statement',
  payment_failed: 'Resend note',
};

interface Props {
  mail: MailEntry;
  busy: boolean;
  error: string | null;
  onResend: () => void;
}

/**
 * One message: what, to whom, when, how its delivery went (with the SMTP error, or why it is stuck and what
 * Resend does then); for owners and admins, its text on request and Resend.
 */
export function MailLine({ mail, busy, error, onResend }: Props) {
  const { time_zone: timeZone } = useSettings();
  const mayResend = useMay('editRecords');
  const state = mail.delivery?.state;
  const words = useStuck(mail);
  const label = words?.label ?? deliveryLabel(mail.delivery);
  return (
    <li className="mail-line">
      <div className="mail-line-what">
        <strong>{mail.summary}</strong>
      </div>
      <div className="mail-line-meta">
        To {mail.to} · {formatSchoolDateTime(timeZone, mail.resent?.at ?? mail.created_at)}
        {mail.resent ? ` (resent by ${mail.resent.by})` : ''}
      </div>
      <div className="mail-line-state">
        <span
          className={`mail-state mail-state-${state === 'ERROR' || words ? 'failed' : state === 'SUCCESS' ? 'sent' : 'queued'}`}
        >
          {label}
        </span>
        {state === 'ERROR' && (
          <span className="mail-attempts">
            {' '}
            after {mail.delivery!.attempts} attempt{mail.delivery!.attempts === 1 ? '' : 's'}
          </span>
        )}
        {state === 'ERROR' && mail.delivery?.error && (
          <span className="mail-error">: {mail.delivery.error}</span>
        )}
        {words && <span className="mail-error">: {words.explanation}</span>}
      </div>
      {mayResend && <MailText mailId={mail.id} />}
      {mayResend && (canResend(mail) || words) && (
        <button type="button" className="button secondary" disabled={busy} onClick={onResend}>
          {busy ? 'Sending...' : (resendLabels[mail.kind] ?? 'Resend receipt')}
        </button>
      )}
      {error && (
        <p role="alert" className="mail-resend-error">
          {error}
        </p>
      )}
    </li>
  );
}

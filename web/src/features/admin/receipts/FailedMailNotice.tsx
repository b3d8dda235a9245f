import { Link } from 'react-router';
import { useMay } from '../auth/role';
import { useFailedMail } from './failed-mail-store';
import './receipts.css';

/** A small dashboard notice while any receipt or statement could not be delivered. */
export function FailedMailNotice() {
  const failed = useFailedMail()?.length ?? 0;
  const mayResend = useMay('editRecords');
  if (failed === 0) return null;
  return (
    <p className="failed-mail-notice" role="status">
      {failed === 1 ? '1 receipt could not be delivered.' : `${failed} receipts could not be delivered.`}{' '}
      {mayResend && <Link to="/admin/receipts">Review them on the Receipts screen</Link>}
    </p>
  );
}

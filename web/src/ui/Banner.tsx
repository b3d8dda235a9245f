import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import './banner.css';

export interface BannerProps {
  tone: 'success' | 'error';
  children: ReactNode;
  /** Shows a Dismiss button when given. */
  onDismiss?: () => void;
}

/**
 * A message across the top of a form: green for success (announced politely as a status), red for an error
 * (announced at once as an alert).
 */
export function Banner({ tone, children, onDismiss }: BannerProps) {
  const { t } = useLingui();
  return (
    <div className={`banner banner-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="banner-text">{children}</p>
      {onDismiss && (
        <button type="button" className="banner-dismiss" onClick={onDismiss} aria-label={t`Dismiss message`}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

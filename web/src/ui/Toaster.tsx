import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { appConfig } from '@hope/domain/config';

/** sonner's rich colours, set to the app's tokens: its own success green is too light on its background. */
const colours = {
  '--success-bg': 'var(--success-soft)',
  '--success-text': 'var(--success)',
  '--success-border': 'var(--success)',
  '--error-bg': 'var(--danger-soft)',
  '--error-text': 'var(--danger)',
  '--error-border': 'var(--danger)',
} as CSSProperties;

/** Toasts open under the back office's sticky top bar (56 px), never over its buttons. */
const belowTopBar = { top: 64 };

/**
 * The app's one toast outlet (sonner), mounted once in the back-office layout, and on the public thank-you step
 * for its share button. Screens call `toast.success('...')` from 'sonner'; every toast stays
 * `appConfig.timings.toastMs` unless it says otherwise.
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      offset={belowTopBar}
      mobileOffset={belowTopBar}
      duration={appConfig.timings.toastMs}
      richColors
      closeButton
      style={colours}
      toastOptions={{ style: { fontSize: '0.95rem', borderRadius: '10px' } }}
    />
  );
}

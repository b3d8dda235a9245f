import { useLingui } from '@lingui/react/macro';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import './dialog.css';

const FIRST_FIELD = '.dialog-body :is(input:not([type=hidden]), select, textarea):not(:disabled, [readonly])';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** One sentence for screen readers and sighted users alike; omit when the title says it all. */
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (Cancel, Confirm, Done...). */
  footer?: ReactNode;
  /** 'wide' for content that needs room (the budget chart, several student rows). */
  size?: 'normal' | 'wide';
}

/**
 * The one modal of the app (Radix Dialog): focus trapped inside, Escape and the close button close it, and
 * focus returns to what opened it. Full-height sheet on phones, centred card on desktops.
 *
 * Radix returns focus to its own Trigger only; our dialogs are opened by ordinary buttons (and some mount
 * lazily), so the element focused at opening is remembered here and focused again at closing. A dialog with
 * fields opens on its first field; one without opens on its first button, as Radix does.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'normal',
}: DialogProps) {
  const { t } = useLingui();
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog-content dialog-${size}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          ref={content}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // A dialog that asks for something starts at its first field, not at Close.
            const field = content.current?.querySelector<HTMLElement>(FIRST_FIELD);
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <header className="dialog-header">
            <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="dialog-close" aria-label={t`Close`}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </header>
          {description && (
            <RadixDialog.Description className="dialog-description">{description}</RadixDialog.Description>
          )}
          <div className="dialog-body">{children}</div>
          {footer && <footer className="dialog-footer">{footer}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

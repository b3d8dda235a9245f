import { Tooltip } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import './info-tooltip.css';

export interface InfoTooltipProps {
  /** The button's accessible name, e.g. 'How Total Pledged Amount is calculated'. */
  label: string;
  /** The explanation shown in the tooltip. */
  children: ReactNode;
}

/**
 * An info button with an explanation (Radix Tooltip): opens on hover and on keyboard focus, closes on Escape
 * or when the pointer and focus leave. A tap opens it too, since phones have no hover.
 */
export function InfoTooltip({ label, children }: InfoTooltipProps) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className="info-tooltip-trigger"
            aria-label={label}
            onClick={(event) => {
              // Radix closes a tooltip on click; on a touch screen the tap is the only way to open it.
              event.preventDefault();
              setOpen(true);
            }}
          >
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <circle cx="10" cy="6.3" r="1.1" fill="currentColor" />
              <path d="M10 9v5.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="info-tooltip" side="bottom" sideOffset={6} collisionPadding={12}>
            {children}
            <Tooltip.Arrow className="info-tooltip-arrow" width={12} height={6} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

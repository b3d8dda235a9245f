import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../src/ui/Dialog';

const opened = (children: React.ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <Dialog open onOpenChange={() => {}} title="Record check received">
        {children}
      </Dialog>
    </I18nProvider>,
  );

describe('a dialog', () => {
  it('opens on its first field, not on Close', async () => {
    opened(
      <>
        <label>
          Check number <input />
        </label>
        <label>
          Amount <input />
        </label>
      </>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Check number')));
  });

  it('without a field, opens on its first button as before', async () => {
    opened(<p>Stop the monthly plan?</p>);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));
  });
});

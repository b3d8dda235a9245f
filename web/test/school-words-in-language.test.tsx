import { defaultSettings, type SchoolSettings } from '@hope/domain/settings';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SchoolWordsInLanguage, SettingsProvider, useSettings } from '#settings';

const school: SchoolSettings = {
  ...defaultSettings,
  organization: { ...defaultSettings.organization, translations: { es: { fundName: 'Fondo Anual HOPE' } } },
};

function FundName() {
  return <h1>{useSettings().organization.fundName}</h1>;
}

function renderPage() {
  render(
    <I18nProvider i18n={i18n}>
      <SettingsProvider settings={school}>
        <SchoolWordsInLanguage>
          <FundName />
        </SchoolWordsInLanguage>
        <p>
          Office: <OfficeFundName />
        </p>
      </SettingsProvider>
    </I18nProvider>,
  );
}

function OfficeFundName() {
  return <>{useSettings().organization.fundName}</>;
}

afterEach(() => {
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
});

describe("the public pages read the school's words in the page's language", () => {
  it('shows the English on an English page and the Spanish version once the page turns Spanish', () => {
    renderPage();
    expect(screen.getByRole('heading').textContent).toBe('HOPE Annual Fund');
    act(() => i18n.loadAndActivate({ locale: 'es', messages: {} }));
    expect(screen.getByRole('heading').textContent).toBe('Fondo Anual HOPE');
    // Outside it (the back office), the words stay as the office wrote them.
    expect(screen.getByText(/^Office:/).textContent).toBe('Office: HOPE Annual Fund');
    act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    expect(screen.getByRole('heading').textContent).toBe('HOPE Annual Fund');
  });
});

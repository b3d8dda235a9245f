import type { SettingsFormValues } from '@hope/domain/settings';
import { createContext, useContext } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { SettingsField } from './SettingsField';

/** Whether the Spanish versions' fields show beside the English (the screen's switch, SpanishVersions). */
export const SpanishFieldsShown = createContext(false);

interface SpanishFieldProps {
  /** Where the Spanish version is kept: `organization.translations.es.fundName`. */
  name: Path<SettingsFormValues>;
  /** The English text it translates, shown in the empty field so the office sees what to translate. */
  english: Path<SettingsFormValues>;
  /** The English field's label: the Spanish one is labelled 'Fund name (Spanish)'. */
  label: string;
  kind?: 'text' | 'textarea';
  className?: string;
}

/**
 * The Spanish version of one of the school's words, placed right after its English field. Optional: left blank,
 * the Spanish page shows the English. Hidden (its value kept) while the screen's switch is off.
 */
export function SpanishField(props: SpanishFieldProps) {
  return useContext(SpanishFieldsShown) ? <ShownSpanishField {...props} /> : null;
}

function ShownSpanishField({ name, english, label, kind = 'text', className }: SpanishFieldProps) {
  const englishText = useWatch<SettingsFormValues>({ name: english });
  return (
    <SettingsField
      name={name}
      label={`${label} (Spanish)`}
      kind={kind}
      lang="es"
      placeholder={typeof englishText === 'string' ? englishText : undefined}
      className={['settings-spanish', className].filter(Boolean).join(' ')}
    />
  );
}

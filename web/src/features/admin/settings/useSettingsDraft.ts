import { zodResolver } from '@hookform/resolvers/zod';
import {
  settingsFormSchema,
  settingsToFormValues,
  type SchoolSettings,
  type SettingsFormValues,
  type SettingsValues,
} from '@hope/domain/settings';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveSettings } from './useSaveSettings';

/**
 * The form over the live settings document. It stands on the copy it was opened from (`base`): while nothing
 * is typed it follows every newer save; once something is typed it keeps the person's edits and reports
 * `theirs` (another admin's newer save) until they load it. A save writes base's revision plus one, so a save
 * from an older copy is refused by the rules instead of overwriting the newer one.
 */
export function useSettingsDraft(current: SchoolSettings) {
  const [base, setBase] = useState(current);
  const values = useMemo(() => settingsToFormValues(base), [base]);
  const methods = useForm<SettingsFormValues, unknown, SettingsValues>({
    // react-hook-form resets the form whenever `values` changes: to the newer save, or to the one just made.
    values,
    resolver: zodResolver(settingsFormSchema),
    // The screen focuses the first invalid field in page order itself (see SettingsForm).
    shouldFocusError: false,
  });
  const { saving, refusal, save, clearRefusal } = useSaveSettings(setBase);
  const { isDirty } = methods.formState;

  const newer = current.revision > base.revision;
  // Nothing typed: follow the newer save at once (adjusting state while rendering, as React recommends).
  if (newer && !isDirty && !saving) setBase(current);

  function loadTheirs() {
    clearRefusal();
    setBase(current);
    // When their values equal the ones the form stands on, `values` does not change and would not reset the
    // form: reset here, so the edits are dropped either way.
    methods.reset(settingsToFormValues(current));
  }

  return {
    methods,
    base,
    saving,
    refusal,
    theirs: (newer && isDirty && !saving) || refusal === 'stale',
    loadTheirs,
    submit: (settings: SettingsValues) => save(settings, base),
  };
}

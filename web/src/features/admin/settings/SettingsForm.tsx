import type { SchoolSettings } from '@hope/domain/settings';
import { useRef, useState } from 'react';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import { BudgetSection } from './BudgetSection';
import { CampaignsSection } from './CampaignsSection';
import { LimitsSection } from './LimitsSection';
import { ErrorSummary } from './ErrorSummary';
import { countErrors, hasErrorUnder } from './form-errors';
import { GivingSection } from './GivingSection';
import { LevelsSection } from './LevelsSection';
import { OrganizationSection } from './OrganizationSection';
import { PageSection } from './PageSection';
import { ReceiptsSection } from './ReceiptsSection';
import { StudentPagesSection } from './StudentPagesSection';
import { SettingsNotices } from './SettingsNotices';
import { SpanishFieldsShown } from './SpanishField';
import { SpanishVersions } from './SpanishVersions';
import { ClassesSection } from './ClassesSection';
import { TimeZoneSection } from './TimeZoneSection';
import { TShirtSizesSection } from './TShirtSizesSection';
import { useSettingsDraft } from './useSettingsDraft';
import { LeaveDialog } from './LeaveDialog';
import { SectionsNav } from './SectionsNav';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * The settings form: every section, checked by the settings schema (a refused value says why beside its
 * field and nothing is written), saved whole in one write.
 */
export function SettingsForm({ current }: { current: SchoolSettings }) {
  const { methods, base, saving, refusal, theirs, loadTheirs, submit } = useSettingsDraft(current);
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const [showSpanish, setShowSpanish] = useState(false);
  const { errors, submitCount, isDirty } = methods.formState;
  const leaveGuard = useLeaveGuard(isDirty && !saving);
  const errorCount = submitCount > 0 ? countErrors(errors) : 0;

  /**
   * After a refused Save, the first field to fix (in page order) takes the focus, else the summary. A refused
   * Spanish version shows the Spanish fields, so its message is seen beside it.
   */
  function focusFirstProblem(errors: FieldErrors) {
    if (hasErrorUnder(errors, 'translations')) setShowSpanish(true);
    requestAnimationFrame(() => {
      const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (field ?? summary.current)?.focus();
    });
  }

  return (
    <FormProvider {...methods}>
      <h1 id="settings-title" className="settings-title">
        Settings
      </h1>
      <div className="settings-layout">
        <SectionsNav />
        <form
          ref={form}
          className="settings-form"
          noValidate
          aria-labelledby="settings-title"
          onSubmit={(event) => methods.handleSubmit(submit, focusFirstProblem)(event)}
        >
          <SettingsNotices base={base} theirs={theirs} refusal={refusal} onLoadTheirs={loadTheirs} />
          <ErrorSummary ref={summary} count={errorCount} />
          <SpanishVersions saved={current} shown={showSpanish} onShownChange={setShowSpanish} />
          {/* Nothing changes while the save is on its way: the form then resets to what was written. */}
          <SpanishFieldsShown value={showSpanish}>
            <fieldset className="settings-sections" disabled={saving}>
              <OrganizationSection />
              <PageSection />
              <GivingSection />
              <ClassesSection />
              <TShirtSizesSection />
              <LevelsSection />
              <BudgetSection />
              <TimeZoneSection />
              <CampaignsSection />
              <StudentPagesSection />
              <LimitsSection />
              <ReceiptsSection />
            </fieldset>
          </SpanishFieldsShown>
          <div className="settings-actions">
            <button type="submit" className="button" disabled={saving}>
              {saving ? 'Saving...' : 'Save Settings'}
            </button>
          </div>
        </form>
      </div>
      <LeaveDialog guard={leaveGuard} />
    </FormProvider>
  );
}

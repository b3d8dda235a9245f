import type { SettingsFormValues } from '@hope/domain/settings';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { PagesOffDialog } from './PagesOffDialog';
import { SettingsField } from './SettingsField';
import { SettingsSection } from './SettingsSection';

const LEADERBOARD_CHOICES = [
  { value: 'off', label: 'Off: no class leaderboard' },
  { value: 'totals', label: 'Classes by dollars raised' },
  { value: 'participation', label: 'Classes by share of families who gave' },
] as const;

/**
 * Student pages: whether families may make a page for their student, whether a new page waits for the office's
 * approval, the goal a page shows when the family sets none, and the public page's class leaderboard (classes
 * only, never a child).
 */
export function StudentPagesSection() {
  const id = useId();
  const { register, setValue } = useFormContext<SettingsFormValues>();
  const [askingOff, setAskingOff] = useState(false);
  const enabled = register('studentPages.enabled');
  return (
    <SettingsSection
      section="studentPages"
      intro="A family makes a page for their student (first name and last initial only) and shares its link with relatives."
    >
      <div className="settings-grid">
        <div className="settings-check settings-wide">
          <input
            id={`${id}-enabled`}
            type="checkbox"
            aria-describedby={`${id}-hint`}
            {...enabled}
            onChange={(event) => {
              // Turning pages off hides every live page at once: asked first, with how many (counted meanwhile
              // if the pages are still loading).
              if (!event.target.checked) {
                event.target.checked = true;
                setAskingOff(true);
                return;
              }
              void enabled.onChange(event);
            }}
          />
          <label htmlFor={`${id}-enabled`}>Families can make student pages</label>
          <p id={`${id}-hint`} className="settings-hint">
            When off, the public page offers no new page and existing pages show that they are not available.
          </p>
        </div>
        <div className="settings-check settings-wide">
          <input
            id={`${id}-approval`}
            type="checkbox"
            aria-describedby={`${id}-approval-hint`}
            {...register('studentPages.approval')}
          />
          <label htmlFor={`${id}-approval`}>New pages wait for the office&apos;s approval</label>
          <p id={`${id}-approval-hint`} className="settings-hint">
            When on, a new page shows to visitors only once a member approves it on the Student pages screen;
            the family is emailed then. Pages already live stay live.
          </p>
        </div>
        <SettingsField
          name="studentPages.defaultGoal"
          label="Default goal"
          kind="amount"
          hint="Dollars; what a page shows when the family sets no goal."
        />
        <SettingsField
          name="studentPages.leaderboard"
          label="Class leaderboard on the public page"
          options={LEADERBOARD_CHOICES}
          hint="Ranks classes, never a child."
        />
      </div>
      {askingOff && (
        <PagesOffDialog
          onKeep={() => setAskingOff(false)}
          onTurnOff={() => {
            setValue('studentPages.enabled', false, { shouldDirty: true });
            setAskingOff(false);
          }}
        />
      )}
    </SettingsSection>
  );
}

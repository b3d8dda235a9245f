import { sectionAnchor, settingsSections, type SettingsSectionKey } from './settings-sections';
import { useId, type ReactNode } from 'react';

/** One card of the settings screen, named by its heading; the contents link to it. */
export function SettingsSection({
  section,
  intro,
  children,
}: {
  section: SettingsSectionKey;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      className="card settings-section"
      aria-labelledby={headingId}
      id={sectionAnchor(section)}
      // The contents put the focus here (SectionsNav), so the next Tab goes on inside the section.
      tabIndex={-1}
    >
      <h2 id={headingId}>{settingsSections[section]}</h2>
      {intro && <p className="settings-intro">{intro}</p>}
      {children}
    </section>
  );
}

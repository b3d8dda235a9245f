import { sectionAnchor, settingsSections, type SettingsSectionKey } from './settings-sections';

/** The settings' contents: a link to each section, in the form's order. */
export function SectionsNav() {
  return (
    <nav className="settings-contents" aria-label="Settings sections">
      <h2>Sections</h2>
      <ul>
        {(Object.entries(settingsSections) as [SettingsSectionKey, string][]).map(([section, title]) => (
          <li key={section}>
            <a href={`#${sectionAnchor(section)}`}>{title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

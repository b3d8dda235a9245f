import type { MouseEvent } from 'react';
import { sectionAnchor, settingsSections, type SettingsSectionKey } from './settings-sections';

/**
 * Goes to a section and puts the focus in it: a plain link to a fragment scrolls but leaves the focus on the
 * link, so a keyboard user would Tab through every section before it to reach the one they chose.
 */
function goToSection(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${anchor}`);
}

/** The settings' contents: a link to each section, in the form's order. */
export function SectionsNav() {
  return (
    <nav className="settings-contents" aria-label="Settings sections">
      <h2>Sections</h2>
      <ul>
        {(Object.entries(settingsSections) as [SettingsSectionKey, string][]).map(([section, title]) => (
          <li key={section}>
            <a
              href={`#${sectionAnchor(section)}`}
              onClick={(event) => goToSection(event, sectionAnchor(section))}
            >
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useId, type ReactNode } from 'react';

/** One card of the settings screen, named by its heading. */
export function SettingsSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="card settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {intro && <p className="settings-intro">{intro}</p>}
      {children}
    </section>
  );
}

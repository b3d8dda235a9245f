/** The school's settings, edited by the office. */
export function SettingsPage() {
  return (
    <section className="page">
      <h1>Settings</h1>
    </section>
  );
}

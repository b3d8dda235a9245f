/** Marks a back-office screen whose issue has not been built yet. */
export function Placeholder({ title }: { title: string }) {
  return (
    <section>
      <h1>{title}</h1>
      <p className="muted">This screen is coming soon.</p>
    </section>
  );
}

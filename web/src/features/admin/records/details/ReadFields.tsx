import { useSettings } from '#settings';
import type { DetailSection } from '../../kinds';

/** Read mode: each section of the kind's details as label / value pairs. */
export function ReadFields<R>({ record, sections }: { record: R; sections: readonly DetailSection<R>[] }) {
  const { time_zone: timeZone } = useSettings();
  return (
    <>
      {sections.map((section) => (
        <section key={section.title} className="card details-section">
          <h2>{section.title}</h2>
          <dl className="details-grid">
            {section.fields.map((field) => {
              const value = field.value(record, timeZone);
              return (
                <div key={field.label} className="details-item">
                  <dt>{field.label}</dt>
                  <dd className={value ? undefined : 'muted'}>{value || '—'}</dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </>
  );
}

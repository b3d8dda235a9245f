import './placeholder.css';

/**
 * What a list shows while its data loads: grey blocks of the size the items will have, so the screen does not
 * jump when they arrive. Announced once as `label` ("Loading deposit batches...").
 */
export function Placeholder({
  label,
  count = 3,
  height = '4.5rem',
}: {
  label: string;
  count?: number;
  height?: string;
}) {
  return (
    <div className="placeholder" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="placeholder-block" style={{ height }} aria-hidden="true" />
      ))}
    </div>
  );
}

import type { Ref } from 'react';

/** The line at the top after a refused Save: how many fields need attention (each says why beside it). */
export function ErrorSummary({ count, ref }: { count: number; ref: Ref<HTMLParagraphElement> }) {
  if (count === 0) return null;
  return (
    <p ref={ref} className="settings-notice settings-notice-error" role="alert" tabIndex={-1}>
      Nothing was saved: {count} {count === 1 ? 'field needs' : 'fields need'} attention.
    </p>
  );
}

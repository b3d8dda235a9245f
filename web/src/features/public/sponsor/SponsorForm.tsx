import { Placeholder } from '../../admin/layout/Placeholder';

/** Community Partner sponsorship (being built). onCheckPledged opens the thank-you step as a check payment. */
export function SponsorForm(_props: { onBack: () => void; onCheckPledged: () => void }) {
  return <Placeholder title="Community Partner" />;
}

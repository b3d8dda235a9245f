import { Placeholder } from '../../admin/layout/Placeholder';

/** 'Make a Donation' (being built). onBack returns to the main step. */
export function DonateForm(_props: { onBack: () => void }) {
  return <Placeholder title="Make a Donation" />;
}

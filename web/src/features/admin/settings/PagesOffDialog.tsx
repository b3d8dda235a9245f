import { countOf } from '@hope/domain/messages';
import { useLiveStudentPages } from '../data/useLiveRecords';
import { ActionDialog } from '../shared/ActionDialog';

/**
 * Asked before students' pages are turned off, with how many are live. Mounted only while asked, so the pages'
 * listener opens then, not on every visit to Settings.
 */
export function PagesOffDialog({ onKeep, onTurnOff }: { onKeep: () => void; onTurnOff: () => void }) {
  const pages = useLiveStudentPages();
  const live = pages.records.filter((page) => page.status === 'active').length;
  const counted =
    pages.status === 'loading'
      ? 'Counting the live pages...'
      : `${countOf(live, 'live page')} will stop taking gifts once the settings are saved.`;
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onKeep()}
      title="Turn students' pages off?"
      consequence={`${counted} Visitors of a page are told "The school has paused students' pages for now" and sent to the main page. Turning pages on again brings them back as they were.`}
      cancelLabel="Keep pages on"
      confirmLabel="Turn pages off"
      danger
      busy={false}
      error={null}
      onConfirm={onTurnOff}
    />
  );
}

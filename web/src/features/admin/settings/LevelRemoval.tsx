import { useLivePartners } from '../data/useLiveRecords';

interface LevelRemovalProps {
  levelId: string;
  levelName: string;
  onRemove: () => void;
  onKeep: () => void;
}

/**
 * Asked before a saved level goes: partners sold at it keep its name, price and benefits (their receipts and
 * the lists still show them), but nobody can choose it any more. The count is of the partners the back office
 * has loaded (the campaign it shows); earlier campaigns may have more.
 */
export function LevelRemoval({ levelId, levelName, onRemove, onKeep }: LevelRemovalProps) {
  const partners = useLivePartners();
  const atLevel = partners.records.filter((record) => record.partnership_level === levelId).length;
  const name = levelName.trim() || levelId;
  const count =
    partners.status === 'loading'
      ? 'Counting the partners at this level...'
      : `${atLevel === 0 ? 'No' : atLevel} partner${atLevel === 1 ? ' is' : 's are'} at ${name} in the campaign shown.`;
  return (
    <div className="settings-level-removal" role="alert">
      <p>
        {count} Partners sold at {name} keep its name, price and benefits; once saved, {name} can no longer be
        chosen for a sponsorship or in the back office.
      </p>
      <div className="settings-level-removal-actions">
        <button type="button" className="button danger" onClick={onRemove}>
          Remove {name}
        </button>
        <button type="button" className="button secondary" onClick={onKeep}>
          Keep {name}
        </button>
      </div>
    </div>
  );
}

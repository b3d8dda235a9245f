import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { PublicPageDrive } from '@hope/domain/pages';
import { driveDay, driveUnit } from './page-drive';

/**
 * The pledge drive open on a page: what the student counts and when, the pledges so far and, once entered, the
 * count; "Pledge per lap" opens the pledge form. A flat gift is the page's Give.
 */
export function DriveCard({
  drive,
  name,
  onPledge,
}: {
  drive: PublicPageDrive;
  name: string;
  onPledge: () => void;
}) {
  const { t } = useLingui();
  const one = driveUnit(drive, 1);
  const many = driveUnit(drive, 2);
  const units = drive.units;
  return (
    <section className="card pages-drive" aria-labelledby="drive-title">
      <h2 id="drive-title">{drive.name}</h2>
      <p>
        <Trans>
          On {driveDay(drive)}, {name} counts {many}. Pledge an amount per {one}: your card is saved now and
          charged after the event.
        </Trans>
      </p>
      <p className="pages-drive-figures">
        {units === null ? (
          <Plural value={drive.pledges} one="# pledge so far" other="# pledges so far" />
        ) : (
          t`${name} counted ${units} ${driveUnit(drive, units)}.`
        )}
      </p>
      {units === null && (
        <button type="button" className="button pages-give" onClick={onPledge}>
          {t`Pledge per ${one}`}
        </button>
      )}
    </section>
  );
}

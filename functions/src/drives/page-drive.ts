import { PLEDGES_COLLECTION, publicPageDrive } from '@hope/domain/drives';
import type { PublicPageDrive, StudentPage } from '@hope/domain/pages';
import { firestore } from '../platform/firestore';
import { countsOf, countsRef, openDriveOfPage } from './drive-store';

/** Pledges a page's visitors see counted: saved, charged or settled, never one still on Stripe's page. */
const COUNTED = ['saved', 'charged', 'zero', 'failed'];

/**
 * The drive open on a page of its campaign: what is counted, the page's pledges (an aggregation, one read per
 * thousand) and the student's count once entered. Null when no drive is open or the page is of another campaign.
 */
export async function pageDriveOf(page: StudentPage): Promise<PublicPageDrive | null> {
  const drive = await openDriveOfPage(page);
  if (!drive) return null;
  const [pledges, counts] = await Promise.all([
    firestore()
      .collection(PLEDGES_COLLECTION)
      .where('drive_id', '==', drive.id)
      .where('page_code', '==', page.code)
      .where('status', 'in', COUNTED)
      .count()
      .get(),
    countsRef(drive.id).get(),
  ]);
  return publicPageDrive(drive, pledges.data().count, countsOf(counts)?.counts[page.code] ?? null);
}

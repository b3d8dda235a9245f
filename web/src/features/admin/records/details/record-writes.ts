import { updateErrorAlert, type UpdateTarget } from '@hope/domain';
import { doc, updateDoc } from 'firebase/firestore';
import { db } from '../../firebase';

/**
 * One update of one record with the Firestore client. A failure is the spec's alert ('Error updating
 * donation: <message>') and resolves false; the caller stays where it is.
 */
export async function writeRecord(
  collection: string,
  id: string,
  update: object,
  target: UpdateTarget,
): Promise<boolean> {
  try {
    await updateDoc(doc(db, collection, id), update as Record<string, unknown>);
    return true;
  } catch (error) {
    console.error(`Updating ${collection}/${id} failed`, error);
    window.alert(updateErrorAlert(target, error));
    return false;
  }
}

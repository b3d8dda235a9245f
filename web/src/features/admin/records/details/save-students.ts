import { updateErrorAlert } from '@hope/domain/messages';
import { type StudentLists } from '@hope/domain/records';
import { type RecordCollection, type StoredRecord } from '@hope/domain/records';
import { EditConflictError, saveStudentLists } from '../../data/records-gateway';

/**
 * The student dialog's Done: the two lists, saved at once if nobody changed them since the dialog opened. A
 * failure shows the alert 'Error updating student information: <message>'.
 */
export async function saveStudents(
  collection: RecordCollection,
  id: string,
  opened: object,
  students: StudentLists,
): Promise<void> {
  try {
    await saveStudentLists(collection, id, opened as StoredRecord, students);
  } catch (error) {
    console.error(`Updating the students of ${collection}/${id} failed`, error);
    const message =
      error instanceof EditConflictError
        ? 'someone else changed them while you were editing. Please open them again.'
        : error;
    window.alert(updateErrorAlert('student information', message));
  }
}

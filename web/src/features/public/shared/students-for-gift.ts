import { needsTShirtSize } from '@hope/domain/public';
import { type StudentLists } from '@hope/domain/records';

/**
 * The students as sent with a gift: t-shirt sizes only from the school's threshold up, blank below it (the
 * gift may have changed since the sizes were chosen).
 */
export function studentsForGift(
  students: StudentLists,
  giftDollars: number,
  tShirtThreshold: number,
): StudentLists {
  const withSize = needsTShirtSize(giftDollars, tShirtThreshold);
  return {
    children_data: students.children_data.map((child) => ({
      name: child.name,
      tShirtSize: withSize ? child.tShirtSize : '',
    })),
    grade_teacher_data: students.grade_teacher_data,
  };
}

import { needsTShirtSize } from '@hope/domain/public';
import { type SchoolSettings } from '@hope/domain/settings';
import type { Random } from './random';

const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Chen',
  'Sofia',
  'Daniel',
  'Priya',
  'Lucas',
  'Emma',
  'Omar',
  'Grace',
  'Mateo',
];
const LAST_NAMES = [
  'Garcia',
  'Nguyen',
  'Smith',
  'Patel',
  'Johnson',
  'Kim',
  'Lopez',
  'Brown',
  'Rossi',
  'Okafor',
  'Cohen',
];
/** Students are minors: the demo names them by first name only. */
const STUDENT_NAMES = ['Ava', 'Leo', 'Mia', 'Noah', 'Zoe', 'Eli', 'Ivy', 'Max', 'Lila', 'Sam', 'Nora', 'Kai'];

export function personName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

/** A made-up address at example.com (a reserved domain: no demo receipt can reach anyone). */
export function emailOf(name: string, domain = 'example.com'): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${domain}`;
}

/** One to three students in the given classes, with a t-shirt size when the gift earns one. */
export function students(
  random: Random,
  amount: number,
  classes: readonly string[],
  tShirtSizes: SchoolSettings['tShirtSizes'],
  tShirtThreshold: number,
) {
  const count = random.int(1, 3);
  const children_data = [];
  const grade_teacher_data = [];
  for (let index = 0; index < count; index += 1) {
    const option = random.pick(classes);
    children_data.push({
      name: random.pick(STUDENT_NAMES),
      tShirtSize: needsTShirtSize(amount, tShirtThreshold) ? random.pick(tShirtSizes) : '',
    });
    grade_teacher_data.push({ grade: option, teacher: option });
  }
  return { children_data, grade_teacher_data };
}

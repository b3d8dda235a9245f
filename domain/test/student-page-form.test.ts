import { describe, expect, it } from 'vitest';
import {
  readStudentPageAnswer,
  studentDisplayName,
  studentPageFormSchema,
  type StudentPageFormInput,
} from '../src/pages';

const good: StudentPageFormInput = {
  firstName: ' Maya ',
  lastInitial: 'r',
  gradeTeacher: '2nd Grade - Ms. Nguyen',
  goal: '',
  message: 'Maya is running for her school!',
  parentName: 'Ana Rivera',
  email: 'ana@example.com',
};
const firstError = (input: Partial<StudentPageFormInput>) => {
  const result = studentPageFormSchema.safeParse({ ...good, ...input });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('studentPageFormSchema', () => {
  it('trims the name and stores the initial upper-case; an empty goal means the default', () => {
    const page = studentPageFormSchema.parse(good);
    expect(page).toMatchObject({ firstName: 'Maya', lastInitial: 'R', goal: '' });
    expect(studentPageFormSchema.parse({ ...good, goal: '300' }).goal).toBe(300);
  });

  it('answers each bad field with the sentence the form shows', () => {
    expect(firstError({ firstName: '  ' })).toBe("Please enter your student's first name");
    expect(firstError({ lastInitial: 'Ri' })).toBe('Please enter one letter for the last initial');
    expect(firstError({ lastInitial: '7' })).toBe('Please enter one letter for the last initial');
    expect(firstError({ gradeTeacher: '' })).toBe('Please select a grade and teacher');
    expect(firstError({ goal: '0' })).toBe('Please enter a goal of at least $1 or leave it empty');
    expect(firstError({ message: 'x'.repeat(281) })).toBe(
      'Please shorten the message to 280 characters or fewer',
    );
    expect(firstError({ email: 'ana' })).toBe('Please enter a valid email address');
  });

  it.each(['see http://x.y', 'go to www.fund.me', 'visit fundme.com today', 'bit.ly/abc'])(
    'refuses a link in the message: %s',
    (message) => expect(firstError({ message })).toBe('Please remove links from the message'),
  );

  it('keeps ordinary sentences with full stops', () => {
    expect(firstError({ message: 'Thank you. Ms. Nguyen says hi!' })).toBeNull();
  });
});

describe('the public page answer', () => {
  const page = { code: 'abc2345', firstName: 'Maya', lastInitial: 'R', gradeTeacher: '2nd', goal: 250 };
  it('reads an active page and names its child by first name and initial', () => {
    const answer = readStudentPageAnswer({
      state: 'active',
      page: { ...page, message: '', raised: 50, gifts: 1 },
    });
    expect(answer).toEqual({ state: 'active', page: { ...page, message: '', raised: 50, gifts: 1 } });
    expect(studentDisplayName(page)).toBe('Maya R.');
  });

  it('reads anything else as unavailable', () => {
    expect(readStudentPageAnswer({ state: 'unavailable' })).toEqual({ state: 'unavailable' });
    expect(readStudentPageAnswer({ state: 'active', page: { ...page, raised: 'x' } })).toEqual({
      state: 'unavailable',
    });
    expect(readStudentPageAnswer(null)).toEqual({ state: 'unavailable' });
  });
});

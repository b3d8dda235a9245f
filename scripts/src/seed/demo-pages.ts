import { createHash } from 'node:crypto';
import {
  newStudentPage,
  pageCodeFromBytes,
  STUDENT_PAGES_COLLECTION,
  studentDisplayName,
  type StudentPage,
} from '@hope/domain/pages';
import { gradeTeacherOptions, type Campaign, type SchoolSettings } from '@hope/domain/settings';
import type { Firestore } from 'firebase-admin/firestore';
import { DAY_MS } from './card-steps';
import { cardDonationStory } from './demo-data';
import { emailOf, personName } from './demo-people';
import { seededRandom, type Random } from './random';
import type { RecordStory } from './record-story';

/** A few families' student pages: first name and initial only, as the page form takes them. */
const PAGES = [
  { firstName: 'Maya', lastInitial: 'R', classIndex: 1, goal: 300, gifts: 4, status: 'active' },
  { firstName: 'Leo', lastInitial: 'K', classIndex: 3, goal: null, gifts: 2, status: 'active' },
  { firstName: 'Ava', lastInitial: 'T', classIndex: 5, goal: 500, gifts: 3, status: 'active' },
  { firstName: 'Noah', lastInitial: 'P', classIndex: 1, goal: null, gifts: 1, status: 'paused' },
] as const;

const MESSAGES = [
  'Our class is raising money for art supplies and a trip to the science museum. Every gift helps!',
  'Leo loves reading time. Help his class fill the library corner with new books.',
  '',
];

function codeOf(random: Random): string {
  const bytes = Uint8Array.from({ length: 64 }, () => random.int(0, 255));
  return pageCodeFromBytes(bytes)!;
}

/** A key nobody holds: a demo page is changed in the back office, not through a manage link. */
const unknownKeyHash = (random: Random) => createHash('sha256').update(String(random.next())).digest('hex');

export interface DemoPages {
  pages: StudentPage[];
  /** Card gifts given through the pages, by relatives (a few allow the family to see their name). */
  gifts: RecordStory[];
}

/** The demo's student pages, made 20 to 40 days ago, and the relatives' gifts through them since. */
export function demoPages(settings: SchoolSettings, campaign: Campaign, now: Date): DemoPages {
  const random = seededRandom(26);
  const classes = gradeTeacherOptions(settings);
  const pages: StudentPage[] = [];
  const gifts: RecordStory[] = [];
  PAGES.forEach((spec, index) => {
    const parentName = personName(random);
    const madeAt = new Date(now.getTime() - random.int(20, 40) * DAY_MS);
    const form = {
      firstName: spec.firstName,
      lastInitial: spec.lastInitial,
      gradeTeacher: classes[spec.classIndex % classes.length]!,
      goal: spec.goal,
      message: MESSAGES[index % MESSAGES.length]!,
      parentName,
      email: emailOf(parentName),
      language: 'en' as const,
    };
    const page = newStudentPage(codeOf(random), form, {
      campaignId: campaign.id,
      editKeyHash: unknownKeyHash(random),
      now: madeAt,
    });
    pages.push({ ...page, status: spec.status });
    for (let gift = 0; gift < spec.gifts; gift += 1) {
      const story = cardDonationStory(
        random,
        {
          name: personName(random),
          perPayment: random.pick([25, 50, 75, 100]),
          months: null,
          createdAt: new Date(madeAt.getTime() + random.int(1, 18) * DAY_MS),
          outcome: 'paid',
          stopsAfterDays: null,
          settings,
          page: {
            code: page.code,
            studentName: studentDisplayName(page),
            gradeTeacher: page.grade_teacher,
            shareWithFamily: random.chance(0.5),
          },
        },
        now,
      );
      gifts.push(story);
    }
  });
  return { pages, gifts };
}

export async function writePages(db: Firestore, pages: readonly StudentPage[]): Promise<void> {
  const batch = db.batch();
  for (const page of pages) batch.create(db.collection(STUDENT_PAGES_COLLECTION).doc(page.code), page);
  await batch.commit();
}

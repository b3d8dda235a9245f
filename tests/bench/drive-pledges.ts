// A fun run as a school has it after the event: a drive, a few hundred student pages across the classes, and
// thousands of pledges whose cards are saved (their Customers and PaymentMethods registered with the sandbox, as
// setup sessions would have left them), written straight to Firestore parsed with the domain's schemas.
import { randomBytes } from 'node:crypto';
import {
  DRIVES_COLLECTION,
  driveSchema,
  newPledge,
  pledgeAmountCents,
  PLEDGES_COLLECTION,
  pledgeSchema,
  type Drive,
  type Pledge,
} from '@hope/domain/drives';
import {
  newStudentPage,
  pageCodeFromBytes,
  STUDENT_PAGES_COLLECTION,
  studentPageSchema,
} from '@hope/domain/pages';
import { gradeTeacherOptions, type SchoolSettings } from '@hope/domain/settings';
import type { Firestore } from 'firebase-admin/firestore';
import { FUN_RUN } from '../support/drives-bed';
import { backgroundTriggers } from '../support/jobs';
import { sandbox } from '../support/sandbox';

const FIRST_NAMES = [
  'Maya',
  'Leo',
  'Ava',
  'Noah',
  'Sofia',
  'Mateo',
  'Emma',
  'Liam',
  'Zoe',
  'Eli',
  'Ines',
  'Omar',
];
/** Amounts per lap relatives pick, and the most in all some of them set. */
const RATES = [0.5, 1, 1.25, 2, 2.5, 3, 5];
const MOSTS = [null, null, null, 25, 40, 60];

export type DriveData = {
  drive: Drive;
  pledges: Pledge[];
  /** Each page's laps, as the office enters them. */
  counts: Record<string, number>;
  /** What each pledge owes for its student's count, in cents. */
  owed: Map<string, number>;
};

/** Pages made from random codes, spread over the school's classes, owned by this year's campaign. */
function pagesOf(settings: SchoolSettings, campaignId: string, count: number, now: Date) {
  const classes = gradeTeacherOptions(settings);
  return Array.from({ length: count }, (_, index) => {
    const name = FIRST_NAMES[index % FIRST_NAMES.length]!;
    const form = {
      firstName: name,
      lastInitial: String.fromCharCode(65 + (index % 26)),
      gradeTeacher: classes[index % classes.length]!,
      goal: null,
      message: '',
      parentName: `Parent ${index}`,
      email: `parent${index}@example.com`,
      language: 'en' as const,
    };
    const code = pageCodeFromBytes(randomBytes(64))!;
    const editKeyHash = randomBytes(32).toString('hex');
    return studentPageSchema.parse(newStudentPage(code, form, { campaignId, editKeyHash, now }));
  });
}

async function writeAll(db: Firestore, collection: string, docs: { id: string; doc: object }[]) {
  for (let start = 0; start < docs.length; start += 400) {
    const batch = db.batch();
    for (const { id, doc } of docs.slice(start, start + 400))
      batch.create(db.collection(collection).doc(id), doc);
    await batch.commit();
  }
}

/**
 * Writes a drive whose event is over, `pageCount` pages and `pledgeCount` saved pledges spread over them, and
 * registers each pledge's Customer and card (Stripe's always-succeeding Visa) with the sandbox. The triggers are
 * off while it writes: pages and pledges made over weeks do not arrive as one burst before the charges.
 */
export async function writeDriveData(
  db: Firestore,
  settings: SchoolSettings,
  options: { run: number; pageCount: number; pledgeCount: number; now?: Date },
): Promise<DriveData> {
  const now = options.now ?? new Date();
  const campaignId = settings.campaigns[0]!.id;
  const stamp = now.toISOString();
  const drive = driveSchema.parse({
    ...FUN_RUN,
    open: false,
    id: 'fun-run-2027',
    campaign_id: campaignId,
    created_at: stamp,
    updated_at: stamp,
  });
  const pages = pagesOf(settings, campaignId, options.pageCount, now);
  const counts = Object.fromEntries(pages.map((page, index) => [page.code, 5 + ((index * 7) % 26)]));
  const pledges = Array.from({ length: options.pledgeCount }, (_, index) => {
    const key = `bench${options.run}x${index}`;
    const pledge = newPledge(
      {
        id: `pledge${String(index).padStart(5, '0')}`,
        driveId: drive.id,
        pageCode: pages[(index * 13) % pages.length]!.code,
        now,
      },
      {
        rate: RATES[index % RATES.length]!,
        most: MOSTS[index % MOSTS.length]!,
        name: `Relative ${index}`,
        email: `relative${index}@example.com`,
        language: index % 5 === 0 ? 'es' : 'en',
      },
    );
    // Saved already: its Customer and card are registered in the sandbox below.
    return pledgeSchema.parse({
      ...pledge,
      status: 'saved',
      stripe_customer: `cus_${key}`,
      setup_session: `cs_${key}`,
      payment_method: `pm_${key}`,
      card: { brand: 'visa', last4: '4242' },
    } satisfies Pledge);
  });
  await sandbox.register({
    customers: pledges.map((pledge) => ({
      id: pledge.stripe_customer!,
      email: pledge.email,
      name: pledge.name,
    })),
    payment_methods: pledges.map((pledge) => ({
      id: pledge.payment_method!,
      customer: pledge.stripe_customer!,
    })),
  });
  await backgroundTriggers('disable');
  try {
    await db.collection(DRIVES_COLLECTION).doc(drive.id).create(drive);
    await writeAll(
      db,
      STUDENT_PAGES_COLLECTION,
      pages.map((page) => ({ id: page.code, doc: page })),
    );
    await writeAll(
      db,
      PLEDGES_COLLECTION,
      pledges.map((pledge) => ({ id: pledge.id, doc: pledge })),
    );
  } finally {
    await backgroundTriggers('enable');
  }
  const owed = new Map(
    pledges.map((pledge) => [pledge.id, pledgeAmountCents(pledge, counts[pledge.page_code]!)]),
  );
  return { drive, pledges, counts, owed };
}

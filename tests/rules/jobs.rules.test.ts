import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { newJob } from '@hope/domain/jobs';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesBed } from './rules-bed';

const bed = rulesBed();

const JOB = 'jobs/job_1';
const job = newJob('year_end_statements', '2026', 'owner@example.org', new Date('2027-01-05T18:00:00.000Z'));

describe('jobs (long work in the background, written by the server)', () => {
  it('lets every member watch a job, viewers included, and no one else', async () => {
    await bed.seed(JOB, job);
    await assertSucceeds(getDoc(doc(bed.as('owner'), JOB)));
    await assertSucceeds(getDocs(collection(bed.as('admin'), 'jobs')));
    await assertSucceeds(getDoc(doc(bed.as('viewer'), JOB)));
    await assertFails(getDoc(doc(bed.member(), JOB)));
    await assertFails(getDocs(collection(bed.visitor(), 'jobs')));
  });

  it('lets no browser start, change or remove one', async () => {
    await bed.seed(JOB, job);
    await assertFails(setDoc(doc(bed.as('owner'), 'jobs/job_2'), job));
    await assertFails(updateDoc(doc(bed.as('admin'), JOB), { state: 'done' }));
    await assertFails(deleteDoc(doc(bed.as('owner'), JOB)));
    await assertFails(setDoc(doc(bed.visitor(), 'jobs/job_2'), job));
  });

  it("keeps a job's units and the jobs under way from every browser, an owner's included", async () => {
    await bed.seed(`${JOB}/units/u00000`, { items: 1, input: [], done: false });
    await bed.seed('jobs_under_way/year_end_statements_2026', { job_id: 'job_1' });
    await assertFails(getDoc(doc(bed.as('owner'), `${JOB}/units/u00000`)));
    await assertFails(getDocs(collection(bed.as('admin'), `${JOB}/units`)));
    await assertFails(updateDoc(doc(bed.as('owner'), `${JOB}/units/u00000`), { done: true }));
    await assertFails(getDoc(doc(bed.as('owner'), 'jobs_under_way/year_end_statements_2026')));
    await assertFails(setDoc(doc(bed.as('admin'), 'jobs_under_way/x'), { job_id: 'job_3' }));
  });
});

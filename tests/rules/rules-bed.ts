import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  buildDonationRecord,
  buildPartnerRecord,
  emptyAddDonationForm,
  emptyAddPartnerForm,
  type AddDonationForm,
  type AddPartnerForm,
} from '@hope/domain/office';
import { defaultSettings } from '@hope/domain/settings';
import { ROLES, TEAM_COLLECTION, type Role } from '@hope/domain/team';
import { doc, setDoc, type DocumentData } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { PROJECT_ID, ports } from '../support/emulators';

/**
 * The rules tests' own project on the shared Firestore emulator: the functions' triggers listen on the app's
 * project, and a trigger's transaction still running on a record a test wrote held the documents that the next
 * test's wipe had to delete (the wipe then failed with "Transaction lock timeout"). Here no trigger fires.
 */
const RULES_PROJECT_ID = `${PROJECT_ID}-rules`;

/** One rules test environment per file, wiped before each test (firebase/quickstart-testing's pattern). */
export function rulesBed() {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: RULES_PROJECT_ID,
      firestore: {
        host: '127.0.0.1',
        port: ports.firestore,
        rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      },
    });
  });
  afterAll(() => env.cleanup());
  const seed = (path: string, data: DocumentData) =>
    env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), path), data));
  // The rules read a member's role from their team document: every member `as(role)` signs in as has the one
  // the team function writes, before each test.
  beforeEach(async () => {
    await env.clearFirestore();
    for (const role of ROLES) await seed(`${TEAM_COLLECTION}/${memberUid(role)}`, teamDocument(role));
  });

  return {
    /**
     * A member from before roles and team documents (only admin: true, no team document): an owner, as long as
     * no team document says otherwise.
     */
    admin: () => env.authenticatedContext('admin-user', { admin: true }).firestore(),
    /**
     * A team member with a role claim, as the team function sets it. With the default uid the member has the
     * team document of that role; another uid has the document a test seeds, or none.
     */
    as: (role: Role, uid = memberUid(role)) =>
      env.authenticatedContext(uid, { role, email: `${role}@example.org` }).firestore(),
    member: () => env.authenticatedContext('signed-in-user', { email: 'someone@example.com' }).firestore(),
    visitor: () => env.unauthenticatedContext().firestore(),
    /** Writes as the server does (the Admin SDK bypasses rules). */
    seed,
  };
}

/** The uid `as(role)` signs in with. */
export const memberUid = (role: Role) => `${role}-member`;

/** A member's team document as the team function writes it; role null once the member is removed. */
export const teamDocument = (role: Role | null) => ({
  email: `${role ?? 'removed'}@example.org`,
  role,
  updated_at: new Date().toISOString(),
  updated_by: 'owner@example.org',
});

/** The time of the writes: the rules take created_at and updated_at only near the server's clock. */
export const NOW = new Date();

/** A donation as the add form writes it, every section filled in. */
export function addedDonation(overrides: Partial<AddDonationForm> = {}) {
  return buildDonationRecord(
    {
      ...emptyAddDonationForm(),
      parent_name: 'Maria Garcia',
      email: 'maria@example.com',
      donation_amount: '250',
      donation_type: 'check',
      company_matching: true,
      children_data: [{ name: 'Ana', tShirtSize: 'Youth M' }],
      grade_teacher_data: [{ grade: 'K - Ms. Chen', teacher: 'K - Ms. Chen' }],
      payment_reference: 'Check #1042',
      payment_completed_at: '2026-03-08T10:30',
      net_payment: '250',
      yearbook: '2',
      magnet_given: 'true',
      tshirt_given: 'false',
      notes: 'Dropped off at the office',
      ...overrides,
    },
    NOW,
    defaultSettings,
  );
}

/** A partner as the add form writes it, every section filled in. */
export function addedPartner(overrides: Partial<AddPartnerForm> = {}) {
  return buildPartnerRecord(
    {
      ...emptyAddPartnerForm(defaultSettings),
      company_name: 'Bay Hardware',
      contact_name: 'Sam Lee',
      contact_phone: '(555) 123-4567',
      email: 'sam@bayhardware.example.com',
      partnership_level: 'gold',
      partnership_amount: '1200',
      pay_by_check: true,
      banner: 'Bay Hardware: proud supporter',
      website: 'https://bayhardware.example.com',
      stripe_product_id: 'prod_SAMPLE_gold',
      payment_completed_at: '2026-03-08T10:30',
      yearbook: '1',
      ...overrides,
    },
    NOW,
    defaultSettings,
  );
}

export const collections = [
  { collection: 'donations', added: () => addedDonation() as DocumentData },
  { collection: 'community_partners', added: () => addedPartner() as DocumentData },
] as const;

import { appConfig } from '@hope/domain/config';
import { cardDonationTypeSchema } from '@hope/domain/records';
import { defaultSettings } from '@hope/domain/settings';
import fc from 'fast-check';

const { limits } = appConfig;
/** The levels the server offers while no settings document exists (the integration suites' case). */
const offeredLevels = defaultSettings.sponsorshipLevels.map((level) => level.id);

/** A request that must be refused: the raw text sent and its content type. */
export type Malformed = { raw: string; contentType: string; why: string };

type FieldKind =
  'text' | 'email' | 'amount' | 'months' | 'boolean' | 'students' | 'grades' | 'level' | 'plan' | 'type';

const notString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const notNumber = fc.oneof(
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 2 }),
);
const overlong = fc
  .string({ minLength: limits.nameMaxLength + 1, maxLength: 400 })
  .map((text) => `x${text}`.padEnd(300, 'y'));

/** Values that make a field of each kind invalid, whatever else the body holds. */
const INVALID: Record<FieldKind, fc.Arbitrary<unknown>> = {
  text: fc.oneof(notString, fc.constantFrom('', '   ', '\t\n'), overlong),
  email: fc.oneof(
    notString,
    fc.string({ maxLength: 40 }).filter((text) => !text.includes('@')),
    fc.constantFrom('@', 'a@', '@b', 'a b@c d'),
  ),
  amount: fc.oneof(
    notNumber,
    fc.double({ max: limits.minAmount - 0.001, noNaN: true }),
    fc.double({ min: limits.maxAmount + 0.01, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: 100, max: 9999 }).map((cents) => cents + 0.001),
  ),
  months: fc.oneof(
    notNumber,
    fc.integer({ max: limits.minMonths - 1 }),
    fc.integer({ min: limits.maxMonths + 1 }),
    fc.constantFrom(1.5, 6.01),
  ),
  boolean: fc.oneof(fc.string(), fc.integer(), fc.array(fc.boolean(), { maxLength: 2 })),
  students: fc.oneof(
    notString.filter((value) => !Array.isArray(value)),
    fc.constant(
      Array.from({ length: limits.maxStudents + 1 }, (_, index) => ({
        name: `Student ${index}`,
        tShirtSize: '',
      })),
    ),
    fc.array(fc.record({ name: fc.oneof(fc.constant(''), fc.integer()), tShirtSize: fc.constant('') }), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.constant([{ name: 'Kid', tShirtSize: 'XXXL' }]),
  ),
  grades: fc.oneof(fc.string(), fc.integer(), fc.constant([{ grade: 'Grade 99', teacher: 'Nobody' }])),
  level: fc.oneof(
    notString,
    fc.string({ maxLength: 12 }).filter((text) => !offeredLevels.includes(text.trim())),
  ),
  plan: fc.oneof(
    notString,
    fc.string({ maxLength: 12 }).filter((text) => !['full', 'installments'].includes(text)),
  ),
  type: fc.oneof(
    notString,
    fc.string({ maxLength: 12 }).filter((text) => !cardDonationTypeSchema.options.includes(text as never)),
  ),
};

/**
 * Bodies that are broken in one certain way each (a missing or wrong field, not JSON, not an object, too
 * large, wrong content type), with random noise around them.
 */
export function malformedBodies(
  valid: Record<string, unknown>,
  fields: Record<string, FieldKind>,
  optional: readonly string[],
  count: number,
  seed: number,
): Malformed[] {
  const json = (body: unknown, why: string): Malformed => ({
    raw: JSON.stringify(body),
    contentType: 'application/json',
    why,
  });
  const names = Object.keys(fields);
  const wrongField = fc
    .constantFrom(...names)
    .chain((name) =>
      INVALID[fields[name]!].map((value) => json({ ...valid, [name]: value }, `invalid ${name}`)),
    );
  const missingField = fc.constantFrom(...names.filter((name) => !optional.includes(name))).map((name) => {
    const { [name]: _dropped, ...rest } = valid;
    return json(rest, `missing ${name}`);
  });
  const notAnObject = fc
    .oneof(
      fc.array(fc.anything(), { maxLength: 3 }),
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
    )
    .map((body) => json(body, 'not an object'));
  const notJson = fc
    .string({ maxLength: 60 })
    .map((text) => ({ raw: `{${text}`, contentType: 'application/json', why: 'not JSON' }));
  const tooLarge = fc
    .integer({ min: 33, max: 64 })
    .map((kb) => json({ ...valid, padding: 'x'.repeat(kb * 1024) }, 'too large'));
  const wrongType = fc
    .constantFrom('text/plain', 'application/x-www-form-urlencoded')
    .map((contentType) => ({ raw: JSON.stringify(valid), contentType, why: 'content type' }));
  const arbitrary = fc.oneof(
    { weight: 6, arbitrary: wrongField },
    { weight: 2, arbitrary: missingField },
    { weight: 1, arbitrary: notAnObject },
    { weight: 1, arbitrary: notJson },
    { weight: 1, arbitrary: tooLarge },
    { weight: 1, arbitrary: wrongType },
  );
  return fc.sample(arbitrary, { numRuns: count, seed });
}

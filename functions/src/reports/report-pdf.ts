import { payoutSchema, PAYOUTS_COLLECTION, monthDays } from '@hope/domain/books';
import { DEPOSITS_COLLECTION, HELD_BATCH_STATES, depositBatchSchema } from '@hope/domain/deposits';
import {
  DONATIONS_COLLECTION,
  PARTNERS_COLLECTION,
  donationSchema,
  partnerSchema,
} from '@hope/domain/records';
import {
  datedRecords,
  monthPeriod,
  monthReport,
  monthReportRows,
  reportPdfRequestSchema,
  reportRecordsWindow,
  yearReport,
  yearReportRows,
  type MonthSource,
} from '@hope/domain/reports';
import { formatSchoolDateTime, schoolTimeName } from '@hope/domain/time';
import type { Query } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/https';
import type { z } from 'zod';
import { firestore } from '../platform/firestore';
import { memberOf } from '../auth/member';
import { readSettings } from '../settings/read-settings';
import { reportPdfDocument } from './report-pdf-document';

/**
 * The month's treasurer report and the year's Form 990 figures as a PDF, for any member (viewers read the
 * books too): the same figures the Reports screen computes, from the same reads, made here so that the file
 * a board receives does not depend on a browser. A callable, so the member's role is checked on each download.
 */
export const reportPdf = onCall({ maxInstances: 5, memory: '512MiB' }, async (request) => {
  await memberOf(request, 'read');
  const parsed = reportPdfRequestSchema.safeParse(request.data);
  if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
  const { month } = parsed.data;
  const settings = await readSettings();
  const source = await monthSource(month, settings.time_zone, settings.campaigns);
  const year = Number(month.slice(0, 4));
  // The records are dated once for both reports.
  const dated = datedRecords(source);
  const report = monthReport(source, month, dated);
  const monthName = new Date(`${month}-15T12:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const made = formatSchoolDateTime(settings.time_zone, new Date().toISOString());
  const pdf = await reportPdfDocument(
    settings.organization.organizationName,
    `Treasurer's report, ${monthName}`,
    [
      {
        title: monthName,
        note:
          `Days in ${schoolTimeName(settings.time_zone)}; refunds, disputes and fees are negative. In transit: card ` +
          'payments, refunds and disputes of the month no payout arriving in the month carried, cash and check ' +
          'batches signed off in its last three days, those not yet signed off at its end, and cash and checks ' +
          `recorded by one member outside a batch in its last three days. Made ${made}.`,
        rows: monthReportRows(report),
      },
      {
        title: `Form 990 figures, ${year}`,
        note:
          'January 1 to December 31. Gross receipts are the payments received less refunds and lost disputes, ' +
          "before Stripe's fees; contributions are what remains after the value of goods and services given in " +
          'return and the advertising part of sponsorships.',
        rows: yearReportRows(yearReport(source, year, dated)),
      },
    ],
  );
  // The month's totals come back beside the file: what the PDF says, in cents, for a caller to check.
  const totals = { gross: report.total.gross, net: report.total.net, in_transit: report.inTransit.total };
  return { fileName: `hope-report-${month}.pdf`, base64: pdf.toString('base64'), totals };
});

async function monthSource(
  month: string,
  timeZone: string,
  campaigns: MonthSource['campaigns'],
): Promise<MonthSource> {
  const db = firestore();
  const window = reportRecordsWindow(timeZone, Number(month.slice(0, 4)));
  const created = (path: string) =>
    db.collection(path).where('created_at', '>=', window.startIso).where('created_at', '<', window.endIso);
  const period = monthPeriod(month);
  const arrival = monthDays(month)!;
  const [donations, partners, payouts, signedOff, held] = await Promise.all([
    parsedDocs(created(DONATIONS_COLLECTION), donationSchema),
    parsedDocs(created(PARTNERS_COLLECTION), partnerSchema),
    parsedDocs(
      db
        .collection(PAYOUTS_COLLECTION)
        .where('arrival_date', '>=', arrival.first)
        .where('arrival_date', '<', arrival.next),
      payoutSchema,
    ),
    // The batches in transit may name: signed off from the month's first day on, or still held in the office.
    parsedDocs(
      db.collection(DEPOSITS_COLLECTION).where('deposited_on', '>=', period.firstDay),
      depositBatchSchema,
    ),
    parsedDocs(
      db.collection(DEPOSITS_COLLECTION).where('state', 'in', [...HELD_BATCH_STATES]),
      depositBatchSchema,
    ),
  ]);
  const batches = [...new Map([...signedOff, ...held].map((batch) => [batch.id, batch])).values()];
  return { timeZone, campaigns, records: [...donations, ...partners], payouts, batches };
}

/** The documents the schema reads, with their ids; one it refuses is logged and left out, as on the screen. */
async function parsedDocs<S extends z.ZodType>(
  ref: Query,
  schema: S,
): Promise<(z.infer<S> & { id: string })[]> {
  const snapshot = await ref.get();
  return snapshot.docs.flatMap((doc) => {
    const parsed = schema.safeParse(doc.data());
    if (!parsed.success)
      console.error(`Skipping ${doc.ref.path} in the report: it does not match the schema`);
    return parsed.success ? [{ ...(parsed.data as object), id: doc.id } as z.infer<S> & { id: string }] : [];
  });
}

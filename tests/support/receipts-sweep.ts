import { inProcess } from './functions-in-process';

/**
 * The body of the scheduled receipts sweep, run in this process against the emulators: the emulator runs no
 * schedule, so a test runs the sweep when it wants one. The messages it creates are delivered by the emulator's
 * mail function into MailDev, as in production.
 */
export const receiptsSweep = inProcess(() => import('../../functions/src/receipts/sweep-receipts'));

import { getFunctions } from 'firebase-admin/functions';
import { REGION } from '../platform/region';

/** How long Cloud Tasks waits for one task's answer: each job's function declares the same timeout. */
export const TASK_DEADLINE_SECONDS = 540;

const ALREADY_QUEUED = 'functions/task-already-exists';

/**
 * Queues one task for a task-queue function (`onTaskDispatched`). The task's id makes the enqueue idempotent:
 * the same id again (a retried step, a replayed event) queues nothing more. Cloud Tasks keeps an id reserved
 * for about an hour after its task ran, the emulator for as long as it runs; after that the step's own
 * record of what is done keeps a late duplicate harmless.
 */
export async function enqueueTask(fn: string, data: Record<string, unknown>, id: string): Promise<void> {
  try {
    await getFunctions()
      .taskQueue(`locations/${REGION}/functions/${fn}`)
      .enqueue(data, { id, dispatchDeadlineSeconds: TASK_DEADLINE_SECONDS });
  } catch (error) {
    if ((error as { code?: string }).code !== ALREADY_QUEUED) throw error;
  }
}

/** A task id Cloud Tasks accepts (letters, digits, _ and -, at most 500) made of readable parts. */
export function taskId(...parts: string[]): string {
  return parts
    .filter(Boolean)
    .join('-')
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .slice(0, 500);
}

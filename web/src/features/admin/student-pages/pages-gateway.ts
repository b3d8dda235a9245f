import type { PageActionRequest } from '@hope/domain/pages';
import { callable } from '../data/callable';

/**
 * The pageAction function: hides a page with a reason (the family is emailed it) or shows it again. The server
 * checks the member's role and the request again; the browser writes nothing, and the pages listener shows the
 * new status. Hiding a hidden page changes nothing.
 */
export const runPageAction = callable<PageActionRequest, { changed: boolean }>('/api/pages/action');

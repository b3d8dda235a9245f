import { sharedWatch } from '../data/shared-watch';
import { watchFailedMail } from './receipts-gateway';

/**
 * The failed deliveries, live (null while loading): one listener that the dashboard's notice and the Receipts
 * screen share.
 */
export const useFailedMail = sharedWatch(watchFailedMail);

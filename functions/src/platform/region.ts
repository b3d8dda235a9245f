/**
 * Where every function runs. Firestore's location should be the multi-region `nam5` (or us-central1 itself):
 * a regional database elsewhere puts each transaction across regions (docs/deploy.md).
 */
export const REGION = 'us-central1';

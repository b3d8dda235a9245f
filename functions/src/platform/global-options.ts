import { setGlobalOptions } from 'firebase-functions/v2';
import { REGION } from './region';

/*
 * Every function's defaults, set before any function is defined (index.ts imports this first). Hosting cuts a
 * rewritten request at 60 s, so nothing anyone waits on may run longer: 60 s unless a function says otherwise,
 * and only triggers and task queues do (their work is not a request through Hosting).
 */
setGlobalOptions({ region: REGION, timeoutSeconds: 60 });

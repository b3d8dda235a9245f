// Run by `firebase deploy` before anything is uploaded (firebase.json's functions predeploy, which sets
// RESOURCE_DIR to functions/ and GCLOUD_PROJECT to the project): refuses a deploy whose param files would
// leave the functions unable to work, with the reason and the fix.
import { deployEnvProblems } from './mail/smtp-port';

const functionsDir = process.env.RESOURCE_DIR;
const projectId = process.env.GCLOUD_PROJECT;
if (!functionsDir || !projectId) {
  console.error('deploy-checks: run by firebase deploy, which sets RESOURCE_DIR and GCLOUD_PROJECT.');
  process.exit(1);
}
const problems = deployEnvProblems(functionsDir, projectId);
for (const problem of problems) console.error(`Deploy refused: ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);

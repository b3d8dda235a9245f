import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { findNewestJava, type Java } from './java';
import { StartupError, repoRoot } from './paths';

/** Debian/Ubuntu package google-cloud-cli-firestore-emulator installs the official emulator here. */
const INSTALLED_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
export const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export type FirestoreEmulatorPlan =
  | { kind: 'firebase-tools'; java: Java; binaryOverride: string | null; description: string }
  | { kind: 'standalone'; java: Java; jar: string; description: string };

export class MissingPrerequisiteError extends StartupError {}

function firebaseToolsOwnJar(): string | null {
  const folder = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(folder)) return null;
  const jar = readdirSync(folder).find((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name));
  return jar ? join(folder, jar) : null;
}

/**
 * The installed jar has no Main-Class, so firebase-tools cannot `java -jar` it. A tiny wrapper jar whose
 * manifest names the main class and puts the real jar on its class path makes it runnable. It lives in a
 * writable folder because firebase-tools chmods the binary it is given.
 */
function wrapperJar(java: Java): string {
  const folder = join(repoRoot, '.cache', 'firestore-emulator');
  const jar = join(folder, 'wrapper.jar');
  if (existsSync(jar)) return jar;
  mkdirSync(folder, { recursive: true });
  const manifest = join(folder, 'manifest.txt');
  writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: ${INSTALLED_JAR}\n`);
  const jarTool = java.home ? join(java.home, 'bin', 'jar') : join(dirname(java.bin), 'jar');
  execFileSync(existsSync(jarTool) ? jarTool : 'jar', ['cfm', jar, manifest]);
  return jar;
}

/**
 * Chooses how to run the Firestore emulator offline: firebase-tools with its own downloaded jar, or with the
 * installed one through a wrapper (both need Java 21+); else the installed jar alone on Java 11+.
 */
export function planFirestoreEmulator(): FirestoreEmulatorPlan {
  const java = findNewestJava();
  const ownJar = firebaseToolsOwnJar();
  const installed = existsSync(INSTALLED_JAR);
  if (java && java.major >= 21 && ownJar) {
    return { kind: 'firebase-tools', java, binaryOverride: null, description: `firebase-tools (${ownJar})` };
  }
  if (java && java.major >= 21 && installed) {
    const jar = wrapperJar(java);
    return { kind: 'firebase-tools', java, binaryOverride: jar, description: `installed emulator via ${jar}` };
  }
  if (java && java.major >= 11 && installed) {
    return { kind: 'standalone', java, jar: INSTALLED_JAR, description: `installed emulator on Java ${java.major}` };
  }
  throw new MissingPrerequisiteError(
    [
      'Cannot start the Firestore emulator.',
      java ? `Found Java ${java.major} at ${java.bin}.` : 'No Java runtime was found.',
      'Install one of:',
      '  - Java 21 or newer (e.g. `apt-get install openjdk-21-jre-headless` or Temurin 21+); firebase-tools then',
      '    downloads its Firestore emulator on first start (needs internet once), or',
      '  - the Debian/Ubuntu package `google-cloud-cli-firestore-emulator` (works offline) with Java 11+.',
      'If Java is installed somewhere unusual, set JAVA_HOME to it.',
    ].join('\n'),
  );
}

/** Environment for a child process so that firebase-tools finds the chosen Java and emulator binary. */
export function javaEnv(plan: FirestoreEmulatorPlan): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (plan.java.home) {
    env.JAVA_HOME = plan.java.home;
    env.PATH = `${join(plan.java.home, 'bin')}:${process.env.PATH ?? ''}`;
  }
  if (plan.kind === 'firebase-tools' && plan.binaryOverride) env.FIRESTORE_EMULATOR_BINARY_PATH = plan.binaryOverride;
  return env;
}

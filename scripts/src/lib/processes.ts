import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

type Managed = { name: string; child: ChildProcess };

/**
 * Children run in their own process groups so that stopping one also stops what it spawned (java under
 * firebase-tools, esbuild under vite); nothing must be left listening after Ctrl-C.
 */
export class ProcessGroup {
  private readonly managed: Managed[] = [];
  private stopping = false;

  constructor(private readonly onUnexpectedExit: (name: string, code: number | null) => void) {}

  spawn(name: string, command: string, args: string[], options: SpawnOptions & { logFile?: string }): ChildProcess {
    const { logFile, ...spawnOptions } = options;
    const child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    if (logFile) {
      mkdirSync(dirname(logFile), { recursive: true });
      const log = createWriteStream(logFile);
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
    } else {
      child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefixLines(name, chunk)));
      child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefixLines(name, chunk)));
    }
    child.once('exit', (code) => {
      if (!this.stopping) this.onUnexpectedExit(name, code);
    });
    this.managed.push({ name, child });
    return child;
  }

  async stopAll(timeoutMs = 15000): Promise<void> {
    this.stopping = true;
    const running = this.managed.filter(({ child }) => child.exitCode === null && child.signalCode === null);
    await Promise.all(running.map(({ child }) => stopGroup(child, timeoutMs)));
  }
}

function prefixLines(name: string, chunk: Buffer): string {
  return chunk
    .toString()
    .split('\n')
    .map((line, index, lines) => (index === lines.length - 1 && line === '' ? '' : `[${name}] ${line}\n`))
    .join('');
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function stopGroup(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const killer = setTimeout(() => signalGroup(child, 'SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(killer);
      // Grandchildren (java) may outlive their parent briefly: make sure the whole group is gone.
      signalGroup(child, 'SIGKILL');
      resolve();
    });
    signalGroup(child, 'SIGINT');
  });
}

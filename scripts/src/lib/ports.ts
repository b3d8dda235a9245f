import { createConnection } from 'node:net';

export function isPortInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function busyPorts(ports: number[]): Promise<number[]> {
  const states = await Promise.all(ports.map(async (port) => ((await isPortInUse(port)) ? port : null)));
  return states.filter((port): port is number => port !== null);
}

/** Polls `check` until it passes; stops at once when `failure` reports that a process died. */
export async function waitUntil(
  label: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  failure: () => string | null = () => null,
  intervalMs = 150,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = failure();
    if (reason) throw new Error(reason);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${label} did not become ready within ${Math.round(timeoutMs / 1000)} s`);
}

export async function httpOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return response.status < 500;
}

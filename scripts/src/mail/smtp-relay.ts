import { connect, createServer, type Server, type Socket } from 'node:net';

/** The end of a message's data: a line holding a single dot (a dot that starts a line of text is doubled). */
const END_OF_DATA = '\r\n.\r\n';

/**
 * The SMTP port the functions send to, relayed byte for byte to MailDev's own, so that a test can stall mail
 * in the middle of a run: `holdAfter(n)` lets n more messages be submitted (their data ended), then passes
 * nothing more on, on any connection, until `release()`. The message that would be the n+1th never reaches
 * MailDev: its sender waits as on a server that stopped answering, the state in which a test cuts off the
 * function that was sending.
 */
export class SmtpRelay {
  private allowance: number | null = null;
  private readonly paused = new Set<() => void>();
  private readonly open = new Set<Socket>();
  private server: Server | null = null;

  constructor(
    private readonly port: number,
    private readonly target: number,
    private readonly host: string,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((client) => this.relay(client));
    await new Promise<void>((resolve) => this.server!.listen(this.port, this.host, resolve));
  }

  /**
   * An outage: no new connection, and the open ones cut, as when the server goes away; what was held is
   * dropped, never delivered.
   */
  async stop(): Promise<void> {
    this.allowance = null;
    this.paused.clear();
    for (const socket of this.open) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  get running(): boolean {
    return this.server !== null;
  }

  holdAfter(messages: number): void {
    this.allowance = messages;
  }

  release(): void {
    this.allowance = null;
    for (const resume of [...this.paused]) resume();
    this.paused.clear();
  }

  /** Whether a sender's chunk may pass now; one that ends messages spends that many of the allowance. */
  private mayPass(ends: number): boolean {
    if (this.allowance === null) return true;
    if (this.allowance === 0 || this.allowance < ends) return false;
    this.allowance -= ends;
    return true;
  }

  private relay(client: Socket): void {
    const server = connect(this.target, this.host);
    this.open.add(client).add(server);
    // SMTP is a conversation of short lines: without this, each one waits on the kernel's Nagle delay.
    client.setNoDelay(true);
    server.setNoDelay(true);
    let tail = '';
    // MailDev's answers always pass: the messages it accepted are acknowledged to their sender.
    server.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('data', (chunk: Buffer) => {
      const text = tail + chunk.toString('latin1');
      tail = text.slice(-(END_OF_DATA.length - 1));
      if (this.mayPass(text.split(END_OF_DATA).length - 1)) return void server.write(chunk);
      client.pause();
      this.paused.add(() => {
        server.write(chunk);
        client.resume();
      });
    });
    const close = () => {
      client.destroy();
      server.destroy();
      this.open.delete(client);
      this.open.delete(server);
    };
    client.on('error', close).on('close', close);
    server.on('error', close).on('close', close);
  }
}

import { urls } from './emulators';

/** A message as MailDev 3's REST API lists it. */
export interface InboxMessage {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  text?: string;
  html?: string;
  attachments?: { filename: string; contentType: string; size: number; generatedFileName: string }[];
}

/** The local inbox (MailDev, started by the test stack): what really arrived over SMTP. */
export const mailbox = {
  async messages(): Promise<InboxMessage[]> {
    const response = await fetch(`${urls.mailApi}/email`);
    if (!response.ok) throw new Error(`MailDev: ${response.status}`);
    return (await response.json()) as InboxMessage[];
  },
  async to(address: string): Promise<InboxMessage[]> {
    return (await mailbox.messages()).filter((message) =>
      message.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
    );
  },
  async clear(): Promise<void> {
    await fetch(`${urls.mailApi}/email/all`, { method: 'DELETE' });
  },
  /** The HTML part as MailDev serves it. */
  async html(id: string): Promise<string> {
    return (await fetch(`${urls.mailApi}/email/${id}/html`)).text();
  },
  async attachment(id: string, filename: string): Promise<Buffer> {
    const response = await fetch(`${urls.mailApi}/email/${id}/attachment/${encodeURIComponent(filename)}`);
    return Buffer.from(await response.arrayBuffer());
  },
  /**
   * Stops or starts the SMTP port (the inbox stays readable): an SMTP outage. `hold-after=N` lets N more
   * messages be accepted, then stalls every connection until `release` (scripts/src/mail/smtp-relay.ts).
   */
  async smtp(state: 'stop' | 'start' | 'release' | `hold-after=${number}`): Promise<void> {
    const path = state.startsWith('hold-after=') ? `hold-after?n=${state.split('=')[1]}` : state;
    const response = await fetch(`${urls.mailControl}/smtp/${path}`, { method: 'POST' });
    if (!response.ok) throw new Error(`MailDev control: ${response.status}`);
  },
};

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function eventually<T>(
  label: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Timed out waiting for ${label}${last ? `: ${String(last)}` : ''}`);
}

import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { CHAT_CHANNEL } from './service';

/*
 * Delivery across instances (docs/chat.md): every process holds one dedicated connection LISTENing on the chat
 * channel, opened when its first live channel opens. A NOTIFY carries `company:conversation:message` ids; each
 * live channel fetches what it has not sent yet. When the listening connection drops, it reconnects and every
 * channel is told to catch up (`resync`), since notices sent meanwhile are lost — the replay by id is not.
 */

export interface ChatNotice {
  companyId: number;
  conversationId: number;
  messageId: number;
}

type Listener = (notice: ChatNotice | 'resync') => void;

export class ChatHub {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly listeners = new Set<Listener>();
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  /** How to end each open live channel of this app: closing ends them (an open stream holds the server). */
  readonly channels = new Set<() => void>();

  constructor(
    private readonly connectionString: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Registers a listener once the LISTEN is in place (so nothing committed after this returns is missed). */
  async subscribe(listener: Listener): Promise<() => void> {
    this.listeners.add(listener);
    try {
      await this.connect();
    } catch (error) {
      this.listeners.delete(listener);
      throw error;
    }
    return () => this.listeners.delete(listener);
  }

  private connect(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      const [companyId, conversationId, messageId] = (message.payload ?? '').split(':').map(Number);
      if (!companyId || !conversationId || !messageId) return;
      for (const listener of this.listeners) listener({ companyId, conversationId, messageId });
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    await client.connect();
    await client.query(`LISTEN ${CHAT_CHANNEL}`);
    this.client = client;
  }

  private lost(client: pg.Client, error: Error | null) {
    if (this.client !== client) return;
    this.client = null;
    if (this.closed) return;
    this.log.warn({ err: error }, 'chat listener lost; reconnecting');
    this.reconnect();
  }

  private reconnect() {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().then(
        () => {
          for (const listener of this.listeners) listener('resync');
        },
        () => this.reconnect(),
      );
    }, 1000);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const end of [...this.channels]) end();
    if (this.retry) clearTimeout(this.retry);
    this.listeners.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

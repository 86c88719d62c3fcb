/**
 * How a stored chat message reaches the sockets of every server instance. With PostgreSQL, each
 * instance LISTENs on one dedicated connection and a message is announced with NOTIFY: the database
 * the instances already share carries it, with nothing more to run (Redis pub/sub would need a
 * server of its own for the same job). The embedded database serves one process, so there the bus
 * is in-process. Only ids travel; an instance with a socket of that member reads the message.
 */
import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema.ts';

export interface ChatEvent {
  member_id: number;
  /** The new message; 0 for a read event. */
  message_id: number;
  /** A read event: whose read position moved in the member's conversation, and to where. */
  read?: 'member' | 'shop';
  last_id?: number;
}

export interface ChatBus {
  publish(e: ChatEvent): Promise<void>;
  subscribe(fn: (e: ChatEvent) => void): () => void;
  close(): Promise<void>;
}

export const CHANNEL = 'shop_chat';

function parse(payload: string | undefined): ChatEvent | null {
  try {
    const e = JSON.parse(payload ?? '') as Partial<ChatEvent>;
    if (!Number.isInteger(e.member_id) || !Number.isInteger(e.message_id)) return null;
    if (e.read !== undefined && ((e.read !== 'member' && e.read !== 'shop') || !Number.isInteger(e.last_id))) return null;
    return e as ChatEvent;
  } catch {
    return null;
  }
}

export function localBus(): ChatBus {
  const em = new EventEmitter();
  em.setMaxListeners(0);
  return {
    async publish(e) {
      em.emit('e', e);
    },
    subscribe(fn) {
      em.on('e', fn);
      return () => em.off('e', fn);
    },
    async close() {
      em.removeAllListeners();
    },
  };
}

/** LISTEN on its own connection (reconnected after a drop), NOTIFY through the shared pool. */
export async function pgBus(db: Kysely<Database>, url: string, log: (msg: string) => void = () => {}): Promise<ChatBus> {
  const em = new EventEmitter();
  em.setMaxListeners(0);
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel !== CHANNEL) return;
      const e = parse(n.payload);
      if (e) em.emit('e', e);
    });
    c.on('error', (err) => log(`chat listener: ${err.message}`));
    c.on('end', () => {
      if (closed) return;
      client = null;
      setTimeout(() => void connect().catch((err: Error) => log(`chat listener reconnect: ${err.message}`)), 1000).unref();
    });
    await c.connect();
    await c.query(`listen ${CHANNEL}`);
    client = c;
  };
  await connect();
  return {
    async publish(e) {
      await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(e)})`.execute(db);
    },
    subscribe(fn) {
      em.on('e', fn);
      return () => em.off('e', fn);
    },
    async close() {
      closed = true;
      em.removeAllListeners();
      await client?.end().catch(() => {});
    },
  };
}

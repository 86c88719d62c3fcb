/**
 * The chat tests' socket: a `ws` client that keeps every frame it got; `next(type)` waits for the
 * next frame of that type (taking it), `frames` holds the ones nobody waited for yet.
 */
import WebSocket from 'ws';

export type Frame = { type: string; data: Record<string, unknown> & { message?: Record<string, unknown> } };

export async function connect(url: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(url, { headers });
  const frames: Frame[] = [];
  const waiters: Array<{ type: string; resolve: (f: Frame) => void }> = [];
  ws.on('message', (raw) => {
    const text = raw.toString();
    const f: Frame = text === 'pong' ? { type: 'pong', data: {} } : (JSON.parse(text) as Frame);
    const w = waiters.findIndex((x) => x.type === f.type);
    if (w >= 0) waiters.splice(w, 1)[0]!.resolve(f);
    else frames.push(f);
  });
  const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    closed,
    frames,
    next(type: string, ms = 5000): Promise<Frame> {
      const i = frames.findIndex((f) => f.type === type);
      if (i >= 0) return Promise.resolve(frames.splice(i, 1)[0]!);
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`no ${type} frame within ${ms} ms`)), ms);
        waiters.push({ type, resolve: (f) => (clearTimeout(t), resolve(f)) });
      });
    },
    send: (o: unknown) => ws.send(typeof o === 'string' ? o : JSON.stringify(o)),
  };
}

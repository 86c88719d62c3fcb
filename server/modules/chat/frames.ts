import type { WebSocket } from 'ws';

/** One JSON frame `{type, data}` to an open socket (dropped when it is closing). */
export const send = (ws: WebSocket, type: string, data: unknown): void => {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ type, data }));
};

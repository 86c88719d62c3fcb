export interface Envelope {
  code: number;
  message: string;
  data: unknown;
  timestamp: number;
  refreshtoken?: string;
}

export function envelope(code: number, message: string, data: unknown, refreshtoken?: string): Envelope {
  const out: Envelope = { code, message, data: data === undefined ? null : data, timestamp: Math.floor(Date.now() / 1000) };
  if (refreshtoken) out.refreshtoken = refreshtoken;
  return out;
}

/**
 * Writes from a widget (a form's submit, a tap that changes something): calls that never throw,
 * and the failed answer's message as a toast. Reads are data sources, not calls.
 */
import { type ApiResult, isSuccess, request } from '../data/client.ts';
import type { EndpointName } from '../data/endpoints.ts';
import { toast } from './facades.ts';

/** Calls an endpoint; a transport failure (already told by the client) comes back as null. */
export async function call<T = unknown>(api: EndpointName, data?: Record<string, unknown>, opts?: { method?: 'GET' | 'POST' }): Promise<ApiResult<T> | null> {
  try {
    return await request<T>(api, data, opts);
  } catch {
    return null;
  }
}

/** The failed answer's message as a toast (transport failures were told by the client). */
export function toastFailure(res: ApiResult | null): void {
  if (res && !isSuccess(res) && res.message) toast(res.message);
}

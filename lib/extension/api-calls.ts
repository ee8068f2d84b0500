/**
 * How a view (panel, popup, options) asks for data: through the background, never directly. A
 * worker that dies mid-call closes the message channel; the view then gets a clear "interrupted"
 * answer instead of waiting forever.
 */
import type { CallRequest, ServiceResult } from './api-service';
import { sendMessage } from './messaging';

export const interruptedMessage =
  "Sidelight's background stopped during this call. Nothing fetched before is lost: retry when ready.";

export async function callApi(request: CallRequest): Promise<ServiceResult> {
  try {
    return await sendMessage('callApi', request);
  } catch {
    return { ok: false, error: { kind: 'interrupted', message: interruptedMessage } };
  }
}

export const cancelCall = (requestId: string) =>
  sendMessage('cancelCall', { requestId }).catch(() => ({ cancelled: false }));

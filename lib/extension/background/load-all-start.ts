/** What starting a Load all checks and makes: the list's first call, and the job for it. */
import type { NewJob } from '../../store/jobs';
import type { MessageRequest } from '../shared/messages';
import { type CheckedCall, checkCall } from './service-call';

/** The list's first call, checked as every call is; or why it cannot be loaded. */
export const listEndpoint = (id: string, params: Record<string, unknown>): CheckedCall | string => {
  const checked = checkCall({ id, params });
  if ('message' in checked) return checked.message;
  if (!checked.endpoint.pagination)
    return `${checked.endpoint.label} is not a list: there is nothing more to load.`;
  return checked;
};

/** A new job for the list, running from its first page, nothing spent, under the cap asked. */
export const newJob = (
  request: MessageRequest<'loadAll'>,
  { endpoint, params, key }: CheckedCall,
  now: () => number,
): NewJob => ({
  endpointId: endpoint.id,
  params,
  key,
  ...(request.pageUrl ? { pageUrl: request.pageUrl } : {}),
  cap: request.cap,
  running: true,
  next: params,
  pages: 0,
  items: 0,
  repeats: 0,
  spent: 0,
  startedAt: now(),
  updatedAt: now(),
});

import type { Endpoint } from '@/lib/api/endpoint';

/** Where a result belongs: the tab and page it was fetched for, for links, seeking and file names. */
export interface ViewContext {
  tabId?: number;
  pageUrl?: string;
  platform?: string;
  kind?: string;
  id?: string;
}

export interface ViewProps {
  endpoint: Endpoint;
  data: unknown;
  /** The params the answer was fetched with. */
  params: Record<string, unknown>;
  context: ViewContext;
  /** Fetches again with some params changed (priced like any call; the cache may answer free). */
  rerun(changes: Record<string, unknown>): void;
}

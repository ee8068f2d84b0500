import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { ServiceError } from '@/lib/extension/shared/answers';

const errorTitles: Record<ServiceError['kind'], string> = {
  invalidParams: 'Check the parameters',
  auth: 'API key problem',
  notFound: 'Not found',
  rateLimited: 'Too many requests',
  outOfCredits: 'Out of credits',
  server: 'The service failed',
  timeout: 'No answer in time',
  network: 'Cannot reach the service',
  badResponse: 'Unreadable answer',
  aborted: 'Cancelled',
  overBudget: 'Over your budget',
  interrupted: 'Interrupted',
  notCached: 'Not in the cache',
};

interface Props {
  error: ServiceError;
  /** What a retry costs now ("4 credits", "free (cached)"). */
  retryCost: string;
  onRetry(): void;
  onAllowOnce(): void;
}

/**
 * Whether the notice offers Retry: not for parameters to fix first, nor over budget (where the
 * way on is to allow the call once).
 */
export const offersRetry = (error: ServiceError): boolean =>
  error.kind !== 'invalidParams' && error.kind !== 'overBudget';

/**
 * The notice's heading and its sentence, which never says the heading again: a message that
 * starts with it ("Not found: it may be private…") gives the heading its first part
 * ("The service failed (500)") and the sentence the rest.
 */
export function noticeWords(error: Pick<ServiceError, 'kind' | 'message'>): {
  title: string;
  text: string;
} {
  const title = errorTitles[error.kind];
  const [, first = '', rest = ''] = /^(.+?)(?:[:.]\s+|\.$)(.*)$/s.exec(error.message) ?? [];
  return first.toLowerCase().startsWith(title.toLowerCase())
    ? { title: first, text: rest === '' ? '' : `${rest.charAt(0).toUpperCase()}${rest.slice(1)}` }
    : { title, text: error.message };
}

/** What happened and what to do. Nothing is retried on its own: a retry may cost credits. */
export function ErrorNotice({ error, retryCost, onRetry, onAllowOnce }: Props) {
  const wait = 'retryAfter' in error ? (error.retryAfter ?? 0) : 0;
  const [left, setLeft] = useState(wait);
  useEffect(() => {
    setLeft(wait);
    if (wait <= 0) return;
    const timer = setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [wait]);
  const detail = 'detail' in error ? error.detail : undefined;
  const { title, text } = noticeWords(error);
  return (
    <div class="sl-error" role="alert" data-testid="error" data-kind={error.kind} tabIndex={-1}>
      <p class="sl-error__title">{title}</p>
      {text && <p class="sl-error__text">{text}</p>}
      {detail && <p class="sl-error__detail">The service said: {detail}</p>}
      <div class="sl-actions">
        {(error.kind === 'auth' || ('fixInSettings' in error && error.fixInSettings)) && (
          <button
            type="button"
            class="sl-button sl-button--primary"
            onClick={() => void browser.runtime.openOptionsPage()}
          >
            Open settings
          </button>
        )}
        {error.kind === 'overBudget' && (
          <button type="button" class="sl-button" onClick={onAllowOnce}>
            Allow this call once
          </button>
        )}
        {/* After a key problem, Retry is for when the key has been fixed in the settings. */}
        {offersRetry(error) && (
          <button type="button" class="sl-button" disabled={left > 0} onClick={onRetry}>
            {left > 0 ? `Retry in ${left} s` : `Retry · ${retryCost}`}
          </button>
        )}
      </div>
    </div>
  );
}

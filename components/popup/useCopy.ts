import { useEffect, useRef, useState } from 'preact/hooks';
import { notKeptText, notKeptTitle } from '@/components/not-kept-words';
import type { Status } from '@/components/StatusLine';
import type { Endpoint } from '@/lib/api/endpoint';
import { sizeLabel } from '@/lib/export/files';
import type { Answer } from '@/lib/extension/shared/answers';
import type { NotKept } from '@/lib/extension/shared/kept-news';
import { callApi, listenNotKept, notKeptOf } from '@/lib/extension/views/api-calls';

/** The text to copy from a call's data. */
export type Render = (data: unknown) => string | Promise<string>;

/** What the status says once the text is on the clipboard: its size, and free where it was. */
const copiedWords = (text: string, source: Answer['source']): string => {
  const from =
    source === 'cache' ? ' (from the cache, free)' : source === 'demo' ? ' (demo data)' : '';
  return `Copied ${sizeLabel(text)}${from}`;
};

/**
 * Calls an endpoint for the page and copies the text its answer renders to, saying how it went
 * (fetching, copied, refused) and, when the answer's write fails after the copy, that it was not kept.
 */
export function useCopy(pageUrl: string) {
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  // The answer last copied: copied all the same, it may turn out not kept once its write fails.
  const copied = useRef<{ key: string; fetchedAt: number; text: string } | null>(null);
  const sayNotKept = (text: string, news: NotKept) =>
    setStatus({ error: true, text: `${text}. ${notKeptTitle}: ${notKeptText(news)}` });
  useEffect(
    () =>
      listenNotKept((news) => {
        const last = copied.current;
        if (last?.key === news.key && last.fetchedAt === news.fetchedAt)
          sayNotKept(last.text, news);
      }),
    [],
  );

  const copy = async (endpoint: Endpoint, params: Record<string, unknown>, render: Render) => {
    setBusy(true);
    setStatus({ error: false, text: 'Fetching…' });
    const result = await callApi({ id: endpoint.id, params, pageUrl });
    setBusy(false);
    if (!result.ok) {
      setStatus({ error: true, text: result.error.message });
      return;
    }
    const text = await render(result.data);
    try {
      await navigator.clipboard.writeText(text);
      const said = copiedWords(text, result.source);
      copied.current = { key: result.key, fetchedAt: result.fetchedAt, text: said };
      const notKept = result.source === 'network' ? notKeptOf(result) : undefined;
      if (notKept) sayNotKept(said, notKept);
      else setStatus({ error: false, text: said });
    } catch {
      setStatus({
        error: true,
        text: 'The browser did not allow copying. Try again from the side panel.',
      });
    }
  };

  return { status, busy, copy };
}

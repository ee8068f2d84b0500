/**
 * The floor of the panel's opening, bundled by floor.ts into a page of the bench's copy of the
 * extension: Preact mounted, and one cached answer read through the message the panel sends
 * (`callApi`, free answers only), shown once it is there. Nothing else of the panel.
 */
import { h, render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { callApi } from '@/lib/extension/views/api-calls';

const query = new URLSearchParams(location.search);

function CachedAnswer() {
  const [title, setTitle] = useState<string | undefined>(undefined);
  useEffect(() => {
    void callApi({
      id: query.get('id') ?? '',
      params: JSON.parse(query.get('params') ?? '{}') as Record<string, unknown>,
      requestId: crypto.randomUUID(),
      only: 'cache',
    }).then((result) => {
      if (result.ok) setTitle(String((result.data as { title?: unknown }).title ?? ''));
    });
  }, []);
  return title === undefined ? null : h('p', { 'data-testid': 'result' }, title);
}

const root = document.getElementById('app');
if (root) render(h(CachedAnswer, null), root);

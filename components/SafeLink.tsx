import type { ComponentChildren } from 'preact';

/** Only http(s) addresses become links; anything else (javascript:, data:, ...) stays plain text. */
export const safeHref = (href: string): string | undefined =>
  /^https?:\/\//i.test(href.trim()) ? href.trim() : undefined;

export function SafeLink({ href, children }: { href: string; children: ComponentChildren }) {
  const safe = safeHref(href);
  if (!safe) return <span class="sl-link sl-link--inert">{children}</span>;
  return (
    <a class="sl-link" href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

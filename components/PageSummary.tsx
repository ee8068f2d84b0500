import type { TabPage } from '@/lib/extension/messages';
import { platformById, platforms } from '@/lib/platforms';
import { SafeLink } from './SafeLink';

/** The followed page in words, or what Sidelight supports when it is not one of those pages. */
export function PageSummary({ page, ready }: { page: TabPage | null; ready: boolean }) {
  if (!ready) return <p class="sl-muted">Looking at this tab…</p>;
  if (!page) return <Unsupported />;
  const platform = platformById(page.platform);
  return (
    <section class="sl-card" data-testid="page-summary">
      <p class="sl-card__title">
        {platform.name}
        {page.match && page.match.kind !== 'needsDom' ? ` · ${page.match.kind}` : ''}
      </p>
      <p class="sl-card__text">{page.title || page.url}</p>
      <SafeLink href={page.url}>{page.url}</SafeLink>
    </section>
  );
}

function Unsupported() {
  return (
    <section class="sl-card" data-testid="page-unsupported">
      <p class="sl-card__title">Not a page Sidelight can describe</p>
      <p class="sl-card__text">Open a page on one of these platforms:</p>
      <ul class="sl-platforms">
        {platforms.map((platform) => (
          <li key={platform.id}>
            <SafeLink href={platform.homepage}>{platform.name}</SafeLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

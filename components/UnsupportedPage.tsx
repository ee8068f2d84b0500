import { listed } from '@/lib/platforms/directory';
import { SafeLink } from './SafeLink';

/** What a view shows when its tab is no page Sidelight can describe: the platforms it supports. */
export function UnsupportedPage({ ready }: { ready: boolean }) {
  if (!ready) return <p class="sl-muted">Looking at this tab…</p>;
  return (
    <section class="sl-card" data-testid="page-unsupported">
      <p class="sl-card__title">Not a page Sidelight can describe</p>
      <p class="sl-card__text">Open a page on one of these platforms:</p>
      <ul class="sl-platforms">
        {listed.map((platform) => (
          <li key={platform.id}>
            <SafeLink href={platform.homepage}>{platform.name}</SafeLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { DomResolver, DomResolvers } from './resolver';

const channelId = /UC[A-Za-z0-9_-]{22}/;
const exactly = new RegExp(`^${channelId.source}$`);

/** The channel a legacy /c/NAME or /user/NAME page is about. */
export const resolveYoutubeChannel: DomResolver = (doc) => {
  const canonical = doc
    .querySelector<HTMLLinkElement>('link[rel="canonical"]')
    ?.getAttribute('href');
  const fromCanonical = /\/channel\/(UC[A-Za-z0-9_-]{22})(?:[/?#]|$)/.exec(canonical ?? '')?.[1];
  const fromMeta = ['channelId', 'identifier']
    .map((name) => doc.querySelector(`meta[itemprop="${name}"]`)?.getAttribute('content') ?? '')
    .find((content) => exactly.test(content));
  // The page's scripts are megabytes on youtube.com: searched only when the head says nothing.
  const fromData = (): string | undefined => {
    for (const script of doc.querySelectorAll('script')) {
      const text = script.textContent ?? '';
      const found = /"(?:externalId|channelId)":"(UC[A-Za-z0-9_-]{22})"/.exec(text)?.[1];
      if (found) return found;
    }
    return undefined;
  };
  const id = fromCanonical ?? fromMeta ?? fromData();
  return id ? { area: 'video', kind: 'channel', params: { channelId: id } } : null;
};

export const youtubeResolvers: DomResolvers = { needsDom: resolveYoutubeChannel };

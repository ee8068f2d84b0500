import type { Area, PlatformId } from './platform';

/**
 * Each platform's name, API area and homepage, in the order the product lists them: what the
 * views show of a platform, without its page rules, domains and examples (which the views never
 * need and would carry into their first paint).
 */
export const directory = {
  threads: { name: 'Threads', area: 'microblog', homepage: 'https://www.threads.com/' },
  tiktok: { name: 'TikTok', area: 'shortvideo', homepage: 'https://www.tiktok.com/' },
  instagram: { name: 'Instagram', area: 'photo', homepage: 'https://www.instagram.com/' },
  linkedin: { name: 'LinkedIn', area: 'professional', homepage: 'https://www.linkedin.com/' },
  reddit: { name: 'Reddit', area: 'forum', homepage: 'https://www.reddit.com/' },
  luma: { name: 'Luma', area: 'events', homepage: 'https://luma.com/discover' },
  trustpilot: { name: 'Trustpilot', area: 'reviews', homepage: 'https://www.trustpilot.com/' },
  youtube: { name: 'YouTube', area: 'video', homepage: 'https://www.youtube.com/' },
  facebook: { name: 'Facebook', area: 'social', homepage: 'https://www.facebook.com/' },
  google: { name: 'Google', area: 'websearch', homepage: 'https://www.google.com/' },
  producthunt: { name: 'Product Hunt', area: 'launches', homepage: 'https://www.producthunt.com/' },
} as const satisfies Record<PlatformId, { name: string; area: Area; homepage: string }>;

/** The platforms as the product lists them. */
export const listed = Object.entries(directory).map(([id, entry]) => ({
  id: id as PlatformId,
  ...entry,
}));

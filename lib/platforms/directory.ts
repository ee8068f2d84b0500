import type { Area, PlatformId } from './platform';

/**
 * Each platform's name, API area and homepage, in the order the product lists them: what the
 * views show of a platform, without its page rules, domains and examples (which the views never
 * need and would carry into their first paint). One constant per platform, so that a content
 * script carries its own platform's entry alone.
 */
interface DirectoryEntry {
  name: string;
  area: Area;
  homepage: string;
  /**
   * Neutral word of the contract → the platform's own word, where the service behind it uses the
   * platform's (path segments and field names). The area's own segment is the platform's id.
   */
  ownWords?: Readonly<Record<string, string>>;
}

export const threadsEntry = {
  name: 'Threads',
  area: 'microblog',
  homepage: 'https://www.threads.com/',
} as const;
export const tiktokEntry = {
  name: 'TikTok',
  area: 'shortvideo',
  homepage: 'https://www.tiktok.com/',
} as const;
export const instagramEntry = {
  name: 'Instagram',
  area: 'photo',
  homepage: 'https://www.instagram.com/',
} as const;
export const linkedinEntry = {
  name: 'LinkedIn',
  area: 'professional',
  homepage: 'https://www.linkedin.com/',
} as const;
export const redditEntry = {
  name: 'Reddit',
  area: 'forum',
  homepage: 'https://www.reddit.com/',
  // The service's own words where the contract writes neutral ones (see lib/api/path-style.ts).
  ownWords: { subforums: 'subreddits', subforum: 'subreddit' },
} as const;
export const lumaEntry = {
  name: 'Luma',
  area: 'events',
  homepage: 'https://luma.com/discover',
} as const;
export const trustpilotEntry = {
  name: 'Trustpilot',
  area: 'reviews',
  homepage: 'https://www.trustpilot.com/',
} as const;
export const youtubeEntry = {
  name: 'YouTube',
  area: 'video',
  homepage: 'https://www.youtube.com/',
} as const;
export const facebookEntry = {
  name: 'Facebook',
  area: 'social',
  homepage: 'https://www.facebook.com/',
} as const;
export const googleEntry = {
  name: 'Google',
  area: 'websearch',
  homepage: 'https://www.google.com/',
} as const;
export const producthuntEntry = {
  name: 'Product Hunt',
  area: 'launches',
  homepage: 'https://www.producthunt.com/',
} as const;

export const directory = {
  threads: threadsEntry,
  tiktok: tiktokEntry,
  instagram: instagramEntry,
  linkedin: linkedinEntry,
  reddit: redditEntry,
  luma: lumaEntry,
  trustpilot: trustpilotEntry,
  youtube: youtubeEntry,
  facebook: facebookEntry,
  google: googleEntry,
  producthunt: producthuntEntry,
} as const satisfies Record<PlatformId, DirectoryEntry>;

/** The platforms as the product lists them. */
export const listed = /* @__PURE__ */ Object.entries(directory).map(([id, entry]) => ({
  id: id as PlatformId,
  ...entry,
}));

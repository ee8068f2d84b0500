import { browser } from 'wxt/browser';
import { storedBaseUrl } from '../shared/stored-writes';

/**
 * The API base address the user may save: https anywhere, plain http only on this machine (the
 * local fake and development servers, which the manifests grant without a prompt).
 */
const localHosts = new Set(['localhost', '127.0.0.1']);

export type BaseUrlCheck =
  | { ok: true; url: string; origin: string; needsPermission: boolean }
  | { ok: false; reason: string };

export function checkBaseUrl(input: string): BaseUrlCheck {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, reason: 'Enter a full address, such as https://api.example.com' };
  }
  const local = localHosts.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    return {
      ok: false,
      reason: 'The address must start with https:// (http:// only for localhost)',
    };
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'The address must not contain a user name or password' };
  }
  if (url.search || url.hash) {
    return { ok: false, reason: 'The address must not contain ? or #' };
  }
  const path = url.pathname.replace(/\/+$/, '');
  return {
    ok: true,
    url: `${url.origin}${path}`,
    origin: url.origin,
    needsPermission: !local,
  };
}

/** The host permission pattern for an origin (ports are not part of match patterns). */
export const originPattern = (origin: string): string =>
  `${new URL(origin).protocol}//${new URL(origin).hostname}/*`;

export type SaveBaseUrlResult = { ok: true; url: string } | { ok: false; reason: string };

/**
 * Validates and saves the base address. Another origin than this machine is saved only once the
 * browser grants access to it; the request must start inside the user's click, before any await.
 */
export function saveBaseUrl(input: string): Promise<SaveBaseUrlResult> {
  const check = checkBaseUrl(input);
  if (!check.ok) return Promise.resolve(check);
  const granted = check.needsPermission
    ? browser.permissions.request({ origins: [originPattern(check.origin)] })
    : Promise.resolve(true);
  return granted.then(async (ok): Promise<SaveBaseUrlResult> => {
    if (!ok)
      return { ok: false, reason: `Sidelight needs your permission to reach ${check.origin}.` };
    await storedBaseUrl.update(() => check.url);
    return { ok: true, url: check.url };
  });
}

import type { PlatformId } from './index';

/**
 * The name of a platform's content script, as built (lib/build/content-scripts.ts), declared
 * (wxt.config.ts) and started in tabs already open (the background): `page-<id>`, `.js` once built.
 */
export const contentScriptName = (id: PlatformId) => `page-${id}` as const;
export const contentScriptFile = (id: PlatformId) => `${contentScriptName(id)}.js` as const;

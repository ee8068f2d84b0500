import type { Plugin } from 'vite';

/** Preact's one assignment to `innerHTML`: the `dangerouslySetInnerHTML` prop, minified. */
const innerHtmlAssignment = /\(([A-Za-z_$][\w$]*)\.innerHTML=([A-Za-z_$][\w$]*)\.__html\)/g;

/**
 * Sidelight never sets markup from a string (Biome forbids `dangerouslySetInnerHTML`), yet Preact
 * carries the code that would, and addons.mozilla.org's linter warns about it in every package.
 * The build takes that code out of Preact: the prop throws instead. The build fails if Preact's
 * code changes shape, so an upgrade cannot bring the assignment back unnoticed.
 */
export function preactWithoutInnerHtml(): Plugin {
  return {
    name: 'sidelight:preact-without-inner-html',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/node_modules\/preact\/dist\/preact\.m?js$/.test(id.split('?')[0] ?? '')) return null;
      const found = code.match(innerHtmlAssignment)?.length ?? 0;
      if (found !== 1)
        this.error(`Preact sets innerHTML in ${found} places, not 1: look at ${id} again`);
      return {
        code: code.replace(
          innerHtmlAssignment,
          '(()=>{throw new Error("Sidelight sets no markup from strings")})()',
        ),
        map: null,
      };
    },
  };
}

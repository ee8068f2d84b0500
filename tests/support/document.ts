/** A document for component tests (linkedom), with a root that Preact renders into. */
import { parseHTML } from 'linkedom';
import { render } from 'preact';
import { afterEach, beforeEach, vi } from 'vitest';

/** Registers a fresh document for each test; `root()` is its mount point, emptied after. */
export function withDocument(): { root: () => HTMLElement } {
  let root: HTMLElement | undefined;
  beforeEach(() => {
    const window = parseHTML('<!doctype html><html><body><div id="root"></div></body></html>');
    vi.stubGlobal('document', window.document);
    // The address of the extension page a component is drawn in: effects read its hash.
    vi.stubGlobal('location', new URL('chrome-extension://sidelight/options.html'));
    root = window.document.getElementById('root') as unknown as HTMLElement;
  });
  afterEach(() => {
    if (root) render(null, root);
    vi.unstubAllGlobals();
  });
  return {
    root: () => {
      if (!root) throw new Error('no document outside a test');
      return root;
    },
  };
}

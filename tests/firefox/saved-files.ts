/** Files a Sidelight page saves, kept in the page for the test to read instead of downloaded. */

export interface Saved {
  name: string;
  bytes: number[];
}

/**
 * Keeps the files a page saves (its link clicks to blob addresses) instead of downloading them;
 * `window` is the page's own, found from the settings page for the sidebar.
 */
export const keepFiles = `(window) => {
  const saved = [];
  window.savedFiles = saved;
  window.HTMLAnchorElement.prototype.click = function click() {
    const entry = { name: this.download, bytes: null };
    saved.push(entry);
    window.fetch(this.href).then((answer) => answer.arrayBuffer()).then((buffer) => {
      entry.bytes = [...new Uint8Array(buffer)];
    });
  };
}`;

/** The files kept so far, once every one has its bytes; null until then. */
export const savedIn = `(window) => window.savedFiles.every((file) => file.bytes !== null) ? window.savedFiles : null`;

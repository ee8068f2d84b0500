/**
 * What a user sees and does in Sidelight's views in Firefox: texts, roles and names, clicks, typing.
 * Each runs in the settings page; the sidebar and the popup are reached through
 * `browser.extension.getViews`, so these are their real documents, not copies in tabs.
 */
import { expect } from 'vitest';
import type { FirefoxSession, ViewKind } from './firefox';

/** The panel of the selected tab (the others are hidden), and the result in it. */
export const shownPanel = '[role="tabpanel"]:not([hidden])';
export const panelResult = `${shownPanel} [data-testid="result"]`;

/** A role and an accessible name: the name is a text to equal or a pattern to match. */
interface Target {
  role: 'button' | 'tab' | 'link' | 'checkbox' | 'tabpanel' | 'option';
  name?: string | RegExp;
}

type Name = { text: string } | { pattern: string; flags: string };
const nameOf = (name: Target['name']): Name | null =>
  name === undefined
    ? null
    : typeof name === 'string'
      ? { text: name }
      : { pattern: name.source, flags: name.flags };

/**
 * The DOM helpers, injected as source: extension pages forbid `eval`, but WebDriver's own script
 * evaluation may run any function. Everything they need is inside them.
 */
function viewTools(kind: ViewKind) {
  // Firefox's `getViews` knows sidebars; Chrome's types do not.
  const extension = (
    globalThis as unknown as {
      browser: { extension: { getViews(filter: { type: string }): Window[] } };
    }
  ).browser.extension;
  const doc =
    kind === 'settings' ? document : (extension.getViews({ type: kind })[0]?.document ?? null);
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const roles: Record<string, string> = {
    button: 'button:not([role]), [role="button"], input[type="button"], input[type="submit"]',
    tab: '[role="tab"]',
    link: 'a[href], [role="link"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    tabpanel: '[role="tabpanel"]',
    option: 'option, [role="option"]',
  };
  const accessibleName = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return squash(
        labelledBy
          .split(' ')
          .map((id) => element.ownerDocument.getElementById(id)?.textContent)
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    if (element.tagName === 'INPUT') {
      const input = element as HTMLInputElement;
      return squash(input.labels?.[0]?.textContent ?? input.value);
    }
    return squash(element.textContent);
  };
  const isShown = (element: Element) =>
    !(element as HTMLElement).hidden && element.getClientRects().length > 0;
  return {
    doc,
    squash,
    /** The first shown element a selector finds (the shown tab panel, not the hidden ones). */
    scope(within: string | { selector: string; hasText: string } | null): ParentNode | null {
      if (!doc || within === null) return doc;
      const [selector, text] =
        typeof within === 'string' ? [within, ''] : [within.selector, within.hasText];
      return (
        [...doc.querySelectorAll(selector)].find(
          (element) => isShown(element) && squash(element.textContent).includes(text),
        ) ?? null
      );
    },
    /** Elements of a role whose name fits, in document order, shown ones only. */
    byRole(root: ParentNode, role: string, name: Name | null): Element[] {
      const matches = (text: string) =>
        name === null ||
        ('text' in name ? text === name.text : new RegExp(name.pattern, name.flags).test(text));
      return [...root.querySelectorAll(roles[role] ?? role)].filter(
        (element) => isShown(element) && matches(accessibleName(element)),
      );
    },
    names(root: ParentNode, role: string): string[] {
      return [...root.querySelectorAll(roles[role] ?? role)].filter(isShown).map(accessibleName);
    },
    /** The form control a label names: `<label>` text, then `aria-label`. */
    control(label: string): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null {
      if (!doc) return null;
      for (const element of doc.querySelectorAll('label')) {
        if (squash(element.textContent).startsWith(label) && element.control) {
          return element.control as HTMLInputElement;
        }
      }
      return doc.querySelector(`[aria-label="${label}"]`);
    },
  };
}

/** Where to look: the first shown element a selector finds, and the one with a text if given. */
type Within = string | { selector: string; hasText: string };

/**
 * A real mouse click at a point of the popup or the sidebar, sent to the window as the system
 * sends it: Firefox counts it as user input, unlike a script's `click()`.
 */
const nativeClick = (kind: ViewKind, point: { x: number; y: number }) => `(() => {
  const frame = ${JSON.stringify(kind)} === 'popup'
    ? [document.querySelector('browser.webextension-popup-browser')]
    : [document.getElementById('sidebar'), document.getElementById('sidebar').contentDocument.getElementById('webext-panels-browser')];
  const offset = frame.reduce((sum, element) => {
    const box = element.getBoundingClientRect();
    return { x: sum.x + box.x, y: sum.y + box.y };
  }, { x: 0, y: 0 });
  const scale = window.devicePixelRatio;
  const x = (window.mozInnerScreenX + offset.x + ${point.x}) * scale;
  const y = (window.mozInnerScreenY + offset.y + ${point.y}) * scale;
  const utils = window.windowUtils;
  const target = frame[frame.length - 1];
  utils.sendNativeMouseEvent(x, y, utils.NATIVE_MOUSE_MESSAGE_MOVE, 0, 0, target, null);
  utils.sendNativeMouseEvent(x, y, utils.NATIVE_MOUSE_MESSAGE_BUTTON_DOWN, 0, 0, target, null);
  utils.sendNativeMouseEvent(x, y, utils.NATIVE_MOUSE_MESSAGE_BUTTON_UP, 0, 0, target, null);
  return true;
})()`;

const tools = (kind: ViewKind) => `(${viewTools.toString()})(${JSON.stringify(kind)})`;

/** Runs `body` (an expression over `t`, the view's tools, and `args`) in the settings page. */
function inView<T>(firefox: FirefoxSession, kind: ViewKind, body: string, args: unknown[] = []) {
  return firefox.settings.evaluate(
    `(async (t, args) => { ${body} })(${tools(kind)}, ${JSON.stringify(args)})`,
  ) as Promise<T>;
}

export interface View {
  /** Whether the view is open. */
  isOpen(): Promise<boolean>;
  /** The text of the first element the selector finds, whitespace squashed, or null. */
  text(selector: string): Promise<string | null>;
  /** The texts of every element the selector finds. */
  texts(selector: string): Promise<string[]>;
  attribute(selector: string, name: string): Promise<string | null>;
  /** Words inside the elements a selector finds that the layout splits over two lines. */
  brokenWords(selector: string): Promise<string[]>;
  /** The names of the shown elements of a role, e.g. the tabs' labels. */
  names(role: Target['role'], within?: Within): Promise<string[]>;
  /**
   * Clicks the one shown element of that role and name, once there (within a selector's element).
   * A trusted click is a real mouse click, for what the browser allows only on user input.
   */
  click(target: Target, within?: Within, options?: { trusted?: boolean }): Promise<void>;
  /** Types into the control a label names, as typing does (input and change events). */
  fill(label: string, value: string): Promise<void>;
  /** Picks an option of the select a label names. */
  select(label: string, value: string): Promise<void>;
  /** The value of the control a label names. */
  value(label: string): Promise<string | null>;
}

export function view(firefox: FirefoxSession, kind: ViewKind): View {
  /** Clicks the element (or, for a trusted click, gives its centre); else the names there are. */
  const clickOnce = (target: Target, within: Within | undefined, trusted: boolean) =>
    inView<{ clicked: boolean; seen: string[]; centre?: { x: number; y: number } }>(
      firefox,
      kind,
      `const scope = t.scope(args[2]);
       if (!scope) return { clicked: false, seen: [] };
       const found = t.byRole(scope, args[0], args[1]);
       if (found.length !== 1 || found[0].disabled) return { clicked: false, seen: t.names(scope, args[0]) };
       if (!args[3]) {
         found[0].click();
         return { clicked: true, seen: [] };
       }
       found[0].scrollIntoView({ block: 'center' });
       // A person clicks where the button stays: one that moved in the last frames is asked again.
       const box = found[0].getBoundingClientRect();
       const view = found[0].ownerDocument.defaultView;
       await new Promise((done) => view.requestAnimationFrame(() => view.requestAnimationFrame(done)));
       const after = found[0].getBoundingClientRect();
       if (after.x !== box.x || after.y !== box.y) return { clicked: false, seen: ['(moving)'] };
       return { clicked: true, seen: [], centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };`,
      [target.role, nameOf(target.name), within ?? null, trusted],
    );
  /** Sets a control's value as a user would: through its own setter, then input and change. */
  // Once the control is enabled, as a person could type: a field disabled while it reads what
  // is stored would take the stored value over the typed one.
  const setControl = async (label: string, value: string) => {
    await expect
      .poll(() =>
        inView<boolean>(
          firefox,
          kind,
          `const control = t.control(args[0]);
           if (!control || control.disabled) return false;
           Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value').set.call(control, args[1]);
           for (const type of ['input', 'change']) {
             control.dispatchEvent(new control.ownerDocument.defaultView.Event(type, { bubbles: true }));
           }
           return control.value === args[1];`,
          [label, value],
        ),
      )
      .toBe(true);
  };
  return {
    isOpen: () => inView(firefox, kind, 'return t.doc !== null;'),
    text: (selector) =>
      inView(
        firefox,
        kind,
        'const found = t.doc?.querySelector(args[0]); return found ? t.squash(found.textContent) : null;',
        [selector],
      ),
    texts: (selector) =>
      inView(
        firefox,
        kind,
        'return [...(t.doc?.querySelectorAll(args[0]) ?? [])].map((e) => t.squash(e.textContent));',
        [selector],
      ),
    attribute: (selector, name) =>
      inView(
        firefox,
        kind,
        'return t.doc?.querySelector(args[0])?.getAttribute(args[1]) ?? null;',
        [selector, name],
      ),
    brokenWords: (selector) =>
      inView(
        firefox,
        kind,
        `const broken = [];
         for (const element of t.doc?.querySelectorAll(args[0]) ?? []) {
           const walker = t.doc.createTreeWalker(element, NodeFilter.SHOW_TEXT);
           for (let node = walker.nextNode(); node; node = walker.nextNode()) {
             for (const word of node.data.matchAll(/\\S+/g)) {
               const range = t.doc.createRange();
               range.setStart(node, word.index);
               range.setEnd(node, word.index + word[0].length);
               const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
               if (lines.size > 1 && !/^https?:/.test(word[0])) broken.push(word[0]);
             }
           }
         }
         return broken;`,
        [selector],
      ),
    names: (role, within) =>
      inView(
        firefox,
        kind,
        'const scope = t.scope(args[1]); return scope ? t.names(scope, args[0]) : [];',
        [role, within ?? null],
      ),
    click: async (target, within, { trusted = false } = {}) => {
      // Once the element is there and enabled: the view may still be rendering or fetching.
      const deadline = Date.now() + 15_000;
      for (;;) {
        const { clicked, seen, centre } = await clickOnce(target, within, trusted);
        if (clicked && centre) await firefox.inWindow(nativeClick(kind, centre));
        if (clicked) return;
        if (Date.now() > deadline) {
          throw new Error(
            `${kind}: no enabled ${target.role} named ${String(target.name)}; seen: ${JSON.stringify(seen)}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    fill: (label, value) => setControl(label, value),
    select: (label, value) => setControl(label, value),
    value: (label) => inView(firefox, kind, 'return t.control(args[0])?.value ?? null;', [label]),
  };
}

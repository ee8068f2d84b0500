import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';

export interface TabItem {
  id: string;
  label: string;
  note?: string;
}

/** Tabs after the WAI-ARIA pattern: arrows, Home and End move between tabs; panels mount on first visit. */
export function EndpointTabs({
  tabs,
  render,
}: {
  tabs: TabItem[];
  /** `shown`: the tab is the one on screen (a visited tab stays mounted while hidden). */
  render(tab: TabItem, index: number, shown: boolean): ComponentChildren;
}) {
  const [selected, setSelected] = useState(0);
  const [visited, setVisited] = useState(new Set([0]));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    setSelected(index);
    setVisited((seen) => new Set(seen).add(index));
    buttons.current[index]?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <div class="sl-tabs">
      <div class="sl-tabs__list" role="tablist" aria-label="Data for this page" onKeyDown={onKey}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            class="sl-tabs__tab"
            onClick={() => select(index)}
          >
            {tab.label}
            {/* A space, not only a margin: the tab's name reads "Video 4 cr", not "Video4 cr". */}
            {tab.note && <span class="sl-tabs__note"> {tab.note}</span>}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={index !== selected}
          class="sl-tabs__panel"
        >
          {visited.has(index) && render(tab, index, index === selected)}
        </div>
      ))}
    </div>
  );
}

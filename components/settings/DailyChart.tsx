import { useState } from 'preact/hooks';
import { shortDate } from '@/components/views/format';
import { credits } from '@/lib/words';

/** A day as people read it ("Nov 23"), from `YYYY-MM-DD`, in the browser's language. */
const dayName = (day: string) => shortDate(new Date(`${day}T12:00:00`));

/**
 * Credits per day as one row of thin columns, the whole period, oldest on the left and today on
 * the right. A day's figure shows on hover or keyboard focus; the busiest day is named below.
 */
export function DailyChart({ days }: { days: { day: string; credits: number }[] }) {
  const [shown, setShown] = useState<number | null>(null);
  if (days.length === 0) return null;
  const max = Math.max(...days.map((entry) => entry.credits), 1);
  const busiest = days.reduce((top, entry) => (entry.credits > top.credits ? entry : top));
  // Thirty empty columns say nothing the table's "No calls yet." does not.
  if (busiest.credits === 0) return null;
  const focused = shown === null ? undefined : days[shown];
  const move = (event: KeyboardEvent) => {
    const buttons = [...(event.currentTarget as HTMLElement).querySelectorAll('button')];
    // From the day focused: the one a resting pointer shows may be another.
    const focusedAt = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const from = focusedAt >= 0 ? focusedAt : (shown ?? days.length - 1);
    const to =
      event.key === 'ArrowLeft'
        ? from - 1
        : event.key === 'ArrowRight'
          ? from + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? days.length - 1
              : undefined;
    if (to === undefined) return;
    event.preventDefault();
    const next = Math.min(days.length - 1, Math.max(0, to));
    buttons[next]?.focus();
  };
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure class="sl-days" data-testid="daily-chart">
      <figcaption class="sl-muted">
        Credits per day, last {days.length} days
        {busiest.credits > 0
          ? ` · most on ${dayName(busiest.day)}: ${credits(busiest.credits)}`
          : ''}
      </figcaption>
      <ol class="sl-days__bars" onMouseLeave={() => setShown(null)} onKeyDown={move}>
        {days.map((entry, index) => (
          <li key={entry.day} class="sl-days__day">
            <button
              type="button"
              class="sl-days__button"
              // One stop in the tab order; the arrow keys go from day to day.
              tabIndex={index === (shown ?? days.length - 1) ? 0 : -1}
              aria-label={`${dayName(entry.day)}: ${credits(entry.credits)}`}
              title={`${dayName(entry.day)}: ${credits(entry.credits)}`}
              onMouseEnter={() => setShown(index)}
              onFocus={() => setShown(index)}
            >
              <span
                class="sl-days__bar"
                style={{
                  height: `${entry.credits === 0 ? 0 : Math.max(6, (entry.credits / max) * 100)}%`,
                }}
              />
            </button>
          </li>
        ))}
      </ol>
      <p class="sl-days__axis sl-muted" aria-live="polite">
        {focused ? (
          <strong>
            {dayName(focused.day)}: {credits(focused.credits)}
          </strong>
        ) : (
          <>
            <span>{first ? dayName(first.day) : ''}</span>
            <span>Today{last ? ` ${credits(last.credits)}` : ''}</span>
          </>
        )}
      </p>
    </figure>
  );
}

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { dismissableForm } from '../dismissable-form';
import { credits, exactNumber } from '../views/format';

/**
 * Raising a stopped batch's cap: only asked, with the new figure typed by the user (the field
 * starts empty, never at a higher figure), and a confirm button that says the new cap.
 */
export function RaiseCap({
  cap,
  spent,
  leftPrice,
  leftWords,
  action,
  onRaise,
  onCancel,
}: {
  cap: number;
  spent: number;
  /** What the rows left cost at most, were every one of them paid. */
  leftPrice: number;
  /** "46 pages left", or "3 failed pages". */
  leftWords: string;
  action: 'resume' | 'retry';
  onRaise(cap: number): void;
  onCancel(): void;
}) {
  const [typed, setTyped] = useState('');
  const newCap = Number(typed);
  const valid = typed.trim() !== '' && Number.isInteger(newCap) && newCap > cap;
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    form.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);
  return (
    <form
      ref={form}
      class="sl-load-all__form"
      data-testid="batch-raise-cap"
      aria-label="Raise the cap"
      {...dismissableForm(valid ? () => onRaise(newCap) : undefined, onCancel)}
    >
      <p id="batch-raise-words">
        The {leftWords} cost up to {credits(leftPrice)}; the cap of {credits(cap)} allows{' '}
        {credits(Math.max(0, cap - spent))} more ({exactNumber(spent)} spent). Type a new cap to
        spend more.
      </p>
      <div class="sl-field">
        <label class="sl-field__label" for="batch-raise-cap-field">
          New cap (credits)
        </label>
        <input
          id="batch-raise-cap-field"
          class="sl-input sl-load-all__cap"
          type="number"
          min={cap + 1}
          step={1}
          value={typed}
          aria-describedby="batch-raise-words"
          onInput={(event) => setTyped(event.currentTarget.value)}
        />
      </div>
      <div class="sl-actions">
        <button type="submit" class="sl-button sl-button--primary" disabled={!valid}>
          {valid
            ? `Raise the cap to ${credits(newCap)} and ${action} · up to ${credits(Math.min(leftPrice, newCap - spent))}`
            : `Type a cap above ${exactNumber(cap)} to raise it`}
        </button>
        <button type="button" class="sl-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

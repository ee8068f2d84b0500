import { useState } from 'preact/hooks';
import { counted } from '@/lib/words';

/** What the budget still allows, said after a price; nothing when no budget limits spending. */
export const budgetAllows = (left: number | null | undefined): string =>
  left === null || left === undefined ? '' : ` Your budget allows ${counted(left, 'more credit')}.`;

/** The cap of a run that spends credits: the offered one until the user types another. */
export function useSpendCap(offered: number) {
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const cap = typed === undefined ? offered : Number(typed);
  return { cap, valid: Number.isInteger(cap) && cap >= 0, typed, setTyped };
}

export type SpendCapState = ReturnType<typeof useSpendCap>;

/** "Spend at most (credits)", as Load all and a batch ask it before anything is spent. */
export function SpendCapField({
  id,
  offered,
  cap,
  label = 'Spend at most (credits)',
}: {
  id: string;
  offered: number;
  cap: SpendCapState;
  label?: string;
}) {
  return (
    <div class="sl-field">
      <label class="sl-field__label" for={id}>
        {label}
      </label>
      <input
        id={id}
        class="sl-input sl-load-all__cap"
        type="number"
        min={0}
        step={1}
        value={cap.typed ?? String(offered)}
        onInput={(event) => cap.setTyped(event.currentTarget.value)}
      />
    </div>
  );
}

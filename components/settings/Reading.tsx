/** Said when a write to storage failed: what is shown is still what is stored. */
export const notSaved = 'Not saved: the browser did not store it. Try again.';

/** In place of what is stored, until it has been read: never an empty field or list. */
export function Reading({ what }: { what: string }) {
  return (
    <p class="sl-muted" role="status" data-testid="reading">
      Reading {what}…
    </p>
  );
}

/** A settings card whose stored values are still being read. */
export function ReadingCard({
  title,
  what = 'the saved settings',
}: {
  title: string;
  what?: string;
}) {
  return (
    <section class="sl-card" aria-busy="true">
      <h2 class="sl-card__title">{title}</h2>
      <Reading what={what} />
    </section>
  );
}

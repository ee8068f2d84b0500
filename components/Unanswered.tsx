/** What every view says when Sidelight's background did not answer one of its messages. */
export const unansweredText =
  "Sidelight's background did not answer. Try again; if it keeps failing, close and reopen this page.";

export function Unanswered() {
  return (
    <p class="sl-error" role="alert" data-testid="unanswered">
      {unansweredText}
    </p>
  );
}

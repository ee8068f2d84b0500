import type { SettingsFromFile } from '@/lib/extension/shared/from-file';

/** Said of an address from a file: it waits in the field, unsaved, for Save and its permission. */
const addressWaits = (address: string) =>
  `The file’s address, ${address}, is not saved: it goes into the API base address field above, and is used only once you press Save there.`;

/** Said after an import or a restore that offered the file's address in the field. */
export const addressOffered =
  'The file’s address is in the API base address field, not saved: press Save there to use it.';

/** What a file's settings would change, and what they may not, as a list. */
export function SettingsChanges({ plan, testId }: { plan: SettingsFromFile; testId: string }) {
  const lines = [
    ...plan.changes,
    ...plan.kept,
    ...(plan.address === undefined ? [] : [addressWaits(plan.address)]),
  ];
  return lines.length === 0 ? (
    <p data-testid={testId}>The file’s settings are the same as yours: nothing changes.</p>
  ) : (
    <ul data-testid={testId}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

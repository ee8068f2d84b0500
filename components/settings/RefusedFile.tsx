/** A file refused, and why: nothing was taken from it. */
export interface Refused {
  file: string;
  problems: string[];
}

/** "Nothing was restored from backup.json:" and each problem the file has. */
export function RefusedFile({
  refused,
  done,
  testId,
}: {
  refused: Refused | null;
  /** What would have been done with it: "restored", "imported". */
  done: string;
  testId: string;
}) {
  if (!refused) return null;
  return (
    <div class="sl-error" role="alert" data-testid={testId}>
      <p class="sl-error__title">
        Nothing was {done} from {refused.file}:
      </p>
      <ul>
        {refused.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

import { useLayoutEffect, useRef } from 'preact/hooks';
import { reportProblem } from '@/lib/extension/views/problems';

interface InputProps {
  id?: string;
  class?: string;
  type?: 'number' | 'text';
  min?: number;
  maxLength?: number;
  placeholder?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/**
 * A field that shows a stored value: it takes the new value when what is stored changes (another
 * field's save, another page), except while the person is typing in it; once their change is
 * saved it shows what was stored, not what was typed.
 */
export function StoredInput({
  stored,
  save,
  ...props
}: InputProps & {
  /** What is stored, as the field writes it. */
  stored: string;
  /** Saves the typed text; answers what is stored after, as the field writes it. */
  save(text: string): Promise<string>;
}) {
  const field = useRef<HTMLInputElement>(null);
  const latest = useRef(stored);
  latest.current = stored;
  const saving = useRef(false);
  useLayoutEffect(() => {
    const input = field.current;
    if (input && input !== input.ownerDocument.activeElement && !saving.current)
      input.value = stored;
  }, [stored]);
  const { type = 'text', ...rest } = props;
  const kind = type === 'number' ? { type: 'number' as const } : { type: 'text' as const };
  return (
    <input
      {...rest}
      {...kind}
      ref={field}
      defaultValue={stored}
      onChange={(event) => {
        const input = event.currentTarget;
        saving.current = true;
        void save(input.value)
          .then((written) => {
            input.value = written;
          })
          .catch((error: unknown) => {
            reportProblem('savingSettings')(error);
            input.value = latest.current;
          })
          .finally(() => {
            saving.current = false;
          });
      }}
      onBlur={(event) => {
        // Left without a change: what is stored now, which may have changed meanwhile.
        if (!saving.current) event.currentTarget.value = latest.current;
      }}
    />
  );
}

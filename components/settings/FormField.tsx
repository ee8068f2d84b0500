import type { ComponentChildren } from 'preact';

/** A settings field: its label above the control it names (by the control's id), and any hint. */
export function FormField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ComponentChildren;
}) {
  return (
    <div class="sl-form__field">
      <label class="sl-form__label" for={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

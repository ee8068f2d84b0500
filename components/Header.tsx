import type { ComponentChildren } from 'preact';

interface HeaderProps {
  /** What this view is about, beside the name (e.g. the page in words). */
  subtitle?: ComponentChildren;
  actions?: ComponentChildren;
}

export function Header({ subtitle, actions }: HeaderProps) {
  return (
    <header class="sl-header">
      <img class="sl-header__icon" src="/icon.svg" alt="" width={24} height={24} />
      <div class="sl-header__text">
        <h1 class="sl-header__name">Sidelight</h1>
        {subtitle && <p class="sl-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div class="sl-header__actions">{actions}</div>}
    </header>
  );
}

import {
  useCallback,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useDismiss } from '../hooks/use-dismiss';

export interface MenuItem {
  label: string;
  /** A link item; `onSelect` still runs (a router may take the navigation over). */
  href?: string;
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
}

export interface MenuProps {
  /** The button's visible text. */
  label: ReactNode;
  /** The button's accessible name when its text alone is not enough ('Account menu for Jo'). */
  ariaLabel?: string;
  items: readonly MenuItem[];
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space or ArrowDown open it on the first
 * item, ArrowUp on the last; arrows, Home and End move, Escape closes and returns focus to the
 * button, Tab or a click outside closes it.
 */
export function Menu({ label, ariaLabel, items, align = 'start', className }: MenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const id = useId();

  const entries = () => [
    ...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];
  const focusAt = (index: number) => {
    const all = entries();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAt = (index: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => focusAt(index === 'first' ? 0 : -1));
  };
  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) button.current?.focus();
  }, []);
  useDismiss([container], open, (reason) => close(reason === 'escape'));

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const all = entries();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: -1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      focusAt(next);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return (
    <div ref={container} className={['spec-menu', className].filter(Boolean).join(' ')}>
      <button
        ref={button}
        type="button"
        className="spec-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={ariaLabel}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span aria-hidden="true" className="spec-menu__caret" />
      </button>
      {open && (
        <ul
          ref={list}
          id={`${id}-menu`}
          role="menu"
          aria-label={ariaLabel ?? (typeof label === 'string' ? label : undefined)}
          className="spec-menu__list"
          data-align={align}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => {
            const select = (event: MouseEvent<HTMLElement>) => {
              item.onSelect?.(event);
              close(!item.href);
            };
            return (
              <li key={item.label} role="none">
                {item.href ? (
                  <a role="menuitem" tabIndex={-1} href={item.href} onClick={select}>
                    {item.label}
                  </a>
                ) : (
                  <button role="menuitem" tabIndex={-1} type="button" onClick={select}>
                    {item.label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

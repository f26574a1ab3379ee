import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import type { MenuItem } from '@specify/contracts/content/client';
import { useMessages } from '../../i18n/intl';
import { PageLink } from '@specify/ui';

/** Storefront §9: the menu opens 50 ms after the pointer arrives (no flicker when passing by). */
export const MENU_HOVER_DELAY_MS = 50;
/** And stays a moment after it leaves, so a diagonal move to the panel does not close it. */
export const MENU_LEAVE_DELAY_MS = 200;

export interface MegaMenuProps {
  items: readonly MenuItem[];
  onNavigate: (link: { label: string; href: string }) => void;
}

/**
 * The desktop main menu (≥ 1024 px): a disclosure per top-level item, opened by hover (after
 * 50 ms), click, Enter or Space; its panel shows the item's groups as columns. Escape closes and
 * returns focus to the item; focus or pointer leaving the menu closes it.
 */
export function MegaMenu({ items, onNavigate }: MegaMenuProps) {
  const t = useMessages();
  const [open, setOpen] = useState<number | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const nav = useRef<HTMLElement>(null);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (next: number | undefined, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  const close = (returnFocusTo?: number) => {
    clearTimeout(timer.current);
    setOpen(undefined);
    if (returnFocusTo !== undefined)
      nav.current?.querySelector<HTMLElement>(`[data-menu-item="${returnFocusTo}"]`)?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!nav.current?.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <nav
      ref={nav}
      aria-label={t('nav.main')}
      className="shell-mega"
      onMouseLeave={() => later(undefined, MENU_LEAVE_DELAY_MS)}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open !== undefined) close(open);
      }}
    >
      <ul className="shell-mega__bar">
        {items.map((item, index) => {
          const panelId = `${id}-panel-${index}`;
          if (item.groups.length === 0) {
            return (
              <li key={item.label} onMouseEnter={() => later(undefined, MENU_HOVER_DELAY_MS)}>
                <PageLink
                  className="shell-mega__item"
                  to={item.href ?? '#'}
                  data-menu-item={index}
                  onClick={() => {
                    close();
                    onNavigate({ label: item.label, href: item.href ?? '' });
                  }}
                >
                  {item.label}
                </PageLink>
              </li>
            );
          }
          const expanded = open === index;
          return (
            <li key={item.label} onMouseEnter={() => later(index, MENU_HOVER_DELAY_MS)}>
              <button
                type="button"
                className="shell-mega__item"
                data-menu-item={index}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => (expanded ? close() : (clearTimeout(timer.current), setOpen(index)))}
              >
                {item.label}
                <span className="shell-mega__caret" aria-hidden="true" />
              </button>
              <div id={panelId} className="shell-mega__panel" hidden={!expanded}>
                <div className="shell-mega__columns">
                  {item.groups.map((group) => (
                    <section key={group.label} className="shell-mega__group">
                      <h2 className="shell-mega__heading">
                        {group.href ? (
                          <PageLink
                            to={group.href}
                            onClick={() => {
                              close();
                              onNavigate({ label: group.label, href: group.href ?? '' });
                            }}
                          >
                            {group.label}
                          </PageLink>
                        ) : (
                          group.label
                        )}
                      </h2>
                      {group.links.length > 0 && (
                        <ul>
                          {group.links.map((link) => (
                            <li key={link.href}>
                              <PageLink
                                to={link.href}
                                onClick={() => {
                                  close();
                                  onNavigate(link);
                                }}
                              >
                                {link.label}
                              </PageLink>
                            </li>
                          ))}
                        </ul>
                      )}
                    </section>
                  ))}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { MenuItem } from '@specify/contracts/content/client';
import { Drawer, IconButton, PageLink, usePageLocation } from '@specify/ui';
import { useMessages } from '../../i18n/intl';

/** Storefront §9: the mobile menu closes 250 ms after a link is chosen (debounced). */
export const DRAWER_CLOSE_DEBOUNCE_MS = 250;

export interface MobileMenuProps {
  items: readonly MenuItem[];
  onNavigate: (link: { label: string; href: string }) => void;
}

function Disclosure({
  label,
  children,
  level,
}: {
  label: string;
  children: ReactNode;
  level: 1 | 2;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="shell-drawer-menu__disclosure" data-level={level}>
      <button
        type="button"
        className="shell-drawer-menu__toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {label}
        <span className="shell-mega__caret" aria-hidden="true" />
      </button>
      {open && <div className="shell-drawer-menu__content">{children}</div>}
    </div>
  );
}

/**
 * The main menu below 1024 px: a Menu button opening a side drawer that holds the same menu as
 * nested disclosures. Choosing a link navigates at once and closes the drawer 250 ms later; more
 * choices in that time close it once.
 */
export function MobileMenu({ items, onNavigate }: MobileMenuProps) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const location = usePageLocation();
  useEffect(() => () => clearTimeout(closing.current), []);

  const closeSoon = () => {
    clearTimeout(closing.current);
    closing.current = setTimeout(() => setOpen(false), DRAWER_CLOSE_DEBOUNCE_MS);
  };
  const choose = (link: { label: string; href: string }) => {
    onNavigate(link);
    closeSoon();
  };
  // A navigation from elsewhere (the back button) closes it too.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    closeSoon();
  }, [location.pathname]);

  const linkTo = (link: { label: string; href: string }) => (
    <PageLink className="shell-drawer-menu__link" to={link.href} onClick={() => choose(link)}>
      {link.label}
    </PageLink>
  );

  return (
    <>
      <IconButton
        className="shell-header__menu-button"
        label={t('nav.openMenu')}
        aria-expanded={open}
        icon={<MenuIcon />}
        onClick={() => setOpen(true)}
      />
      <Drawer open={open} onClose={() => setOpen(false)} title={t('nav.drawerTitle')}>
        <nav aria-label={t('nav.main')} className="shell-drawer-menu">
          <ul>
            {items.map((item) => (
              <li key={item.label}>
                {item.groups.length === 0 ? (
                  linkTo({ label: item.label, href: item.href ?? '#' })
                ) : (
                  <Disclosure label={item.label} level={1}>
                    <ul>
                      {item.groups.map((group) => (
                        <li key={group.label}>
                          {group.links.length === 0 && group.href ? (
                            linkTo({ label: group.label, href: group.href })
                          ) : (
                            <Disclosure label={group.label} level={2}>
                              <ul>
                                {group.href && (
                                  <li>
                                    {linkTo({
                                      label: t('nav.viewAll', { label: group.label }),
                                      href: group.href,
                                    })}
                                  </li>
                                )}
                                {group.links.map((link) => (
                                  <li key={link.href}>{linkTo(link)}</li>
                                ))}
                              </ul>
                            </Disclosure>
                          )}
                        </li>
                      ))}
                    </ul>
                  </Disclosure>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
    </>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M3 6h18M3 12h18M3 18h18" strokeLinecap="round" />
    </svg>
  );
}

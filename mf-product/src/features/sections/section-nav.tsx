import { useEffect, useRef, useState } from 'react';
import { Select } from '@specify/ui';
import { useMessages } from '../../i18n/messages';
import { activeSection, type SectionId } from '../../model/sections';

export interface NavEntry {
  id: SectionId;
  label: string;
}

/**
 * Each section's top, measured from where a jump to it stops: the page's scroll padding (the
 * shell's sticky header) plus the section's scroll margin (the sticky dropdown below 1024 px, and
 * some air), so a section the navigation scrolled to reads as reached.
 */
function positions(entries: readonly NavEntry[]) {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return entries.flatMap(({ id }) => {
    const element = document.getElementById(id);
    if (!element) return [];
    const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    return [{ id, top: element.getBoundingClientRect().top - padding - margin }];
  });
}

/** Scrolls smoothly to a section, stopping under the header and the sticky dropdown (CSS). */
export function scrollToSection(id: SectionId) {
  const element = document.getElementById(id);
  if (!element) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  element.focus({ preventScroll: true });
}

/** The sticky dropdown's height, which the sections' scroll margin adds (product.css). */
export const NAV_HEIGHT_VARIABLE = '--product-nav-height';

/**
 * Keeps `--product-nav-height` equal to the dropdown's real height: below 1024 px it sticks under
 * the header, so a jump must stop below both; from 1024 px it is not shown and measures 0.
 */
function useNavHeightVariable() {
  const dropdown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dropdown.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const height = Math.round(entry.borderBoxSize[0]?.blockSize ?? element.offsetHeight);
      root.style.setProperty(NAV_HEIGHT_VARIABLE, `${height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(NAV_HEIGHT_VARIABLE);
    };
  }, []);
  return dropdown;
}

/** The active entry follows scrolling; the last is active at the bottom (5 px tolerance). */
function useActiveSection(entries: readonly NavEntry[]): SectionId | undefined {
  const [active, setActive] = useState<SectionId | undefined>(entries[0]?.id);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const bottom =
          document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
        setActive(activeSection(positions(entries), 0, bottom));
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [entries]);
  return active;
}

/**
 * The page's side navigation: a sticky list of its sections at 1024 px and wider, a dropdown
 * below (CSS picks one; both are the same navigation landmark's content).
 */
export function SectionNav({ entries }: { entries: readonly NavEntry[] }) {
  const t = useMessages();
  const active = useActiveSection(entries);
  const dropdown = useNavHeightVariable();
  return (
    <nav className="product-nav" aria-label={t('nav.label')}>
      <ul className="product-nav__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              aria-current={entry.id === active ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault();
                scrollToSection(entry.id);
              }}
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
      <div ref={dropdown} className="product-nav__dropdown">
        <Select
          label={t('nav.jump')}
          value={active ?? ''}
          options={entries.map((entry) => ({ value: entry.id, label: entry.label }))}
          onChange={(event) => scrollToSection(event.target.value as SectionId)}
        />
      </div>
    </nav>
  );
}

import { useId } from 'react';
import './cta.css';
import type { PageSectionOf } from '@specify/contracts/content/page-sections';
import { SafeMarkdown } from '@specify/ui/markdown';
import { useLanguageTag } from '@specify/ui/intl';
import { useMessages } from '../../i18n/messages';
import { CtaLink } from './cta-link';
import { MONTH_YEAR, excerpt } from './section-rules';
import { LazyImage } from './lazy-image';

/** Title, markdown and picture side by side; alignment per screen size; CSS scoped to it. */
export function ImageTextSection({ section }: { section: PageSectionOf<'image-text'> }) {
  const id = `content-${useId().replace(/[^a-z0-9]/gi, '')}`;
  return (
    <section
      id={id}
      className="content-image-text"
      data-desktop={section.desktopAlignment.toLowerCase()}
      data-mobile={section.mobileAlignment.toLowerCase()}
    >
      {section.css && <style>{`@scope (#${id}) { ${section.css} }`}</style>}
      <LazyImage
        className="content-image-text__image"
        src={section.image.src}
        alt={section.image.alt}
      />
      <div className="content-image-text__copy">
        <h2>{section.title}</h2>
        <SafeMarkdown>{section.description}</SafeMarkdown>
        {section.ctas.length > 0 && (
          <p className="content-ctas">
            {section.ctas.map((cta) => (
              <CtaLink key={cta.label} cta={cta} />
            ))}
          </p>
        )}
      </div>
    </section>
  );
}

export function HeadingDescriptionSection({
  section,
  headingLevel = 'h2',
}: {
  section: PageSectionOf<'heading-description'>;
  headingLevel?: 'h1' | 'h2';
}) {
  const Heading = headingLevel;
  return (
    <section className="content-heading">
      <Heading>{section.heading}</Heading>
      <SafeMarkdown>{section.description}</SafeMarkdown>
    </section>
  );
}

/** Three cards: picture, title and the description cut to 150 characters. */
export function ColumnsSection({ section }: { section: PageSectionOf<'columns'> }) {
  return (
    <section className="content-columns">
      {section.heading && <h2>{section.heading}</h2>}
      <ul className="content-grid" data-columns="3">
        {section.cards.map((card) => (
          <li key={card.title} className="content-card">
            <LazyImage src={card.image.src} alt={card.image.alt} />
            <h3>{card.href ? <a href={card.href}>{card.title}</a> : card.title}</h3>
            <p>{excerpt(card.description)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Info items: icon, title, content and a link. */
export function InfoSection({ section }: { section: PageSectionOf<'info'> }) {
  return (
    <section className="content-info">
      {section.heading && <h2>{section.heading}</h2>}
      <ul className="content-grid" data-columns="3">
        {section.items.map((item) => (
          <li key={item.title} className="content-info__item">
            <LazyImage src={item.icon.src} alt={item.icon.alt} className="content-info__icon" />
            <h3>{item.title}</h3>
            <SafeMarkdown headingOffset={3}>{item.content}</SafeMarkdown>
            {item.link && <a href={item.link.href}>{item.link.label}</a>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CategoryTilesSection({ section }: { section: PageSectionOf<'category-tiles'> }) {
  return (
    <section className="content-tiles">
      <h2>{section.heading}</h2>
      <ul className="content-grid" data-columns="4">
        {section.tiles.map((tile) => (
          <li key={tile.label}>
            <a className="content-tile" href={tile.href}>
              <LazyImage src={tile.image.src} alt={tile.image.alt} />
              <span>{tile.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CaseStudiesSection({
  section,
  hrefOf,
}: {
  section: PageSectionOf<'case-studies'>;
  hrefOf: (slug: string) => string;
}) {
  const t = useMessages();
  if (section.items.length === 0) return <p className="content-empty">{t('caseStudies.empty')}</p>;
  return (
    <ul className="content-grid" data-columns="3">
      {section.items.map((item) => (
        <li key={item.slug} className="content-card">
          <LazyImage src={item.image.src} alt={item.image.alt} />
          {item.sector && <p className="content-eyebrow">{item.sector}</p>}
          <h2 className="content-card__title">
            <a href={hrefOf(item.slug)}>{item.title}</a>
          </h2>
          <p>{item.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/** Brochure covers, up to four across. */
export function ProductReleasesSection({
  section,
}: {
  section: PageSectionOf<'product-releases'>;
}) {
  const t = useMessages();
  const languageTag = useLanguageTag();
  const headingId = useId();
  return (
    <section className="content-releases" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('releases.heading')}</h2>
      {section.items.length === 0 ? (
        <p className="content-empty">{t('releases.empty')}</p>
      ) : (
        <ul className="content-grid" data-columns="4">
          {section.items.map((item) => (
            <li key={item.title} className="content-card">
              <LazyImage src={item.cover.src} alt={item.cover.alt} />
              <h3>
                <a href={item.href}>{item.title}</a>
              </h3>
              <p className="content-eyebrow">
                {new Date(item.date).toLocaleDateString(languageTag, MONTH_YEAR)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function IndustryPapersSection({ section }: { section: PageSectionOf<'industry-papers'> }) {
  const t = useMessages();
  return (
    <ul className="content-papers">
      {section.items.map((paper) => (
        <li key={paper.file} className="content-paper">
          <h2>{paper.title}</h2>
          <p>{paper.summary}</p>
          <a
            className="content-cta"
            href={paper.file}
            download
            aria-label={t('papers.download', { title: paper.title })}
          >
            PDF
          </a>
        </li>
      ))}
    </ul>
  );
}

export function LegalSection({
  section,
  headingLevel,
}: {
  section: PageSectionOf<'legal'>;
  headingLevel: 'h1' | 'h2';
}) {
  const Heading = headingLevel;
  return (
    <section className="content-legal">
      <Heading>{section.heading}</Heading>
      <SafeMarkdown>{section.body}</SafeMarkdown>
    </section>
  );
}

/** Warranty: title, description, brand logos that open the brand's warranty in a new tab. */
export function WarrantySection({
  section,
  headingLevel,
}: {
  section: PageSectionOf<'warranty'>;
  headingLevel: 'h1' | 'h2';
}) {
  const t = useMessages();
  const Heading = headingLevel;
  return (
    <section className="content-warranty">
      <Heading>{section.title}</Heading>
      <SafeMarkdown>{section.description}</SafeMarkdown>
      <ul className="content-logos">
        {section.logos.map((logo) => (
          <li key={logo.href}>
            <a
              href={logo.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('warranty.opens', { alt: logo.image.alt })}
            >
              <LazyImage src={logo.image.src} alt="" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ContactPanelSection({ section }: { section: PageSectionOf<'contact-panel'> }) {
  return (
    <aside className="content-contact-panel" aria-label={section.heading}>
      <h2>{section.heading}</h2>
      <SafeMarkdown>{section.body}</SafeMarkdown>
    </aside>
  );
}

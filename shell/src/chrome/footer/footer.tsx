import type { Market } from '@specify/contracts';
import {
  CHROME_DOCUMENTS,
  type ContentLink,
  type SocialNetwork,
} from '@specify/contracts/content/client';
import { useMessages } from '../../i18n/intl';
import { fallbackFooter } from '../navigation/fallback';
import { useChromeSection } from '../navigation/use-content-document';
import { SocialIcon } from './social-icon';
import { PageLink, PageWidth } from '@specify/ui';

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};

/** A site path goes through the router; an https link leaves the site in a new tab. */
function FooterLink({ link }: { link: ContentLink }) {
  if (link.href.startsWith('/')) return <PageLink to={link.href}>{link.label}</PageLink>;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  );
}

/** The footer, from the market's `footer` CMS document (legal links and copyright if it fails). */
export function Footer({ market }: { market: Market }) {
  const t = useMessages();
  const document = useChromeSection(market, CHROME_DOCUMENTS.footer, 'footer');
  if (document.status === 'loading') return <footer className="shell-footer" />;
  const footer = document.status === 'ready' ? document.section : fallbackFooter(market, t);
  return (
    <footer className="shell-footer">
      <PageWidth>
        {footer.columns.length > 0 && (
          <nav aria-label={t('footer.label')} className="shell-footer__columns">
            {footer.columns.map((column) => (
              <section key={column.heading}>
                <h2 className="shell-footer__heading">{column.heading}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        )}
        <div className="shell-footer__base">
          {footer.social.length > 0 && (
            <ul className="shell-footer__social" aria-label={t('footer.social')}>
              {footer.social.map((entry) => (
                <li key={entry.network}>
                  <a
                    href={entry.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.socialLink', { network: NETWORK_NAMES[entry.network] })}
                  >
                    <SocialIcon network={entry.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <nav aria-label={t('footer.legal')}>
            <ul className="shell-footer__legal">
              {footer.legal.map((link) => (
                <li key={link.href}>
                  <FooterLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
          <p className="shell-footer__copyright">{footer.copyright}</p>
        </div>
      </PageWidth>
    </footer>
  );
}

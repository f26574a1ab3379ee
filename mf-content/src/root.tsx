import { lazy, Suspense } from 'react';
import { matchRoute, splitMarket, type MountProps, type RouteName } from '@specify/contracts';
import { Spinner, usePageLocation, useSession } from '@specify/ui';
import { MessagesProvider, useMessages } from './i18n/messages';
import { EventBusProvider } from './lib/event-bus';
import { documentSlug } from './model/page-document';
import { ContentPage } from './routes/content-page';
import './content.css';

// The contact form and its rules load only on the contact page, not with the home.
const ContactPage = lazy(() =>
  import('./routes/contact-page').then((module) => ({ default: module.ContactPage })),
);

/** The region's name by route, for landmarks (and the tests and fallbacks that find them). */
const TITLES: Partial<Record<RouteName, string>> = {
  home: 'Home',
  contactUs: 'Contact us',
  aboutUs: 'About us',
  warranty: 'Warranty',
  experienceCentres: 'Experience centres',
  ourStory: 'Our story',
  caseStudies: 'Case studies',
  productReleases: 'Product releases',
  industryPapers: 'Industry papers',
  privacy: 'Privacy policy',
  disclaimer: 'Disclaimer',
  terms: 'Terms and conditions',
};

function ContentScreens({ market, session: initialSession, bus }: MountProps) {
  const t = useMessages();
  const location = usePageLocation();
  const session = useSession(initialSession, bus);
  const route = matchRoute(location.pathname, market);
  if (!route || route.owner !== 'mf-content') return null;
  const slug = documentSlug(splitMarket(location.pathname).rest);
  return (
    <section
      className="content-region"
      aria-label={TITLES[route.name] ?? 'Content'}
      data-route={route.name}
    >
      {route.name === 'contactUs' ? (
        <Suspense
          fallback={
            <div className="content-state">
              <Spinner size="lg" label={t('page.loading')} />
            </div>
          }
        >
          <ContactPage
            market={route.market}
            account={session.status === 'authenticated' ? session.account : undefined}
          />
        </Suspense>
      ) : (
        <ContentPage key={slug} market={route.market} slug={slug} />
      )}
    </section>
  );
}

export function ContentRoot(props: MountProps) {
  return (
    <MessagesProvider market={props.market}>
      <EventBusProvider bus={props.bus}>
        <ContentScreens {...props} />
      </EventBusProvider>
    </MessagesProvider>
  );
}

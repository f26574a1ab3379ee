import type { MountProps, RouteName } from '@specify/contracts';
import { RemoteRouter, RemoteRoutes } from '@specify/ui';

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

export function ContentRoot({ market }: MountProps) {
  return (
    <RemoteRouter>
      <RemoteRoutes remote="mf-content" fallbackMarket={market} titles={TITLES} />
    </RemoteRouter>
  );
}

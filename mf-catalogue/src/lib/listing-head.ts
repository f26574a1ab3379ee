import { pageTitle, type PageHead } from '@specify/contracts/composition/page-head';
import type { Messages } from '../i18n/messages';
import type { ListingContext } from './listing-from-route';

/**
 * A listing's title and description: its heading's words (a category's, brand's or sector's
 * display name), or on the search page what was searched for. The page sets them as it runs and
 * its first paint names them to the platform, so both read alike.
 */
export function listingHead(context: ListingContext, query: string, t: Messages): PageHead {
  const searched = query.trim();
  if (context.kind === 'search' && searched) {
    return {
      title: pageTitle(t('listing.title.search', { query: searched })),
      description: t('listing.description.search', { query: searched }),
    };
  }
  const { heading } = context;
  const name = 'message' in heading ? t(heading.message) : heading.text;
  return { title: pageTitle(name), description: t('listing.description', { name }) };
}

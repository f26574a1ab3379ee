import { useEffect } from 'react';
import {
  SITE_DESCRIPTION,
  SITE_NAME,
  pageDescription,
} from '@specify/contracts/composition/page-head';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * The page's title and description in the document head while the screen shows (the tab, history,
 * bookmarks, sharing), as the platform names them in the page it serves (page-head.ts): a
 * description from catalogue or CMS text is bounded the same way, none means the site's. When the
 * screen goes, the site's own come back, unless the next page has named itself already (another
 * front end's screen may mount before this one unmounts); never the first page's, which the
 * platform put into the HTML.
 */
export function useDocumentMeta(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const tag = descriptionTag();
    document.title = title;
    tag.content = pageDescription(description) ?? SITE_DESCRIPTION;
    return () => {
      if (document.title !== title) return;
      document.title = SITE_NAME;
      tag.content = SITE_DESCRIPTION;
    };
  }, [title, description]);
}

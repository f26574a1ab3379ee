import { useEffect } from 'react';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** The site's name after a page's in the tab and in search results: "Tapware | Specify". */
export function pageTitle(name: string): string {
  return `${name} | Specify`;
}

/**
 * The page's title and description in the document head while the screen shows (the tab, history,
 * bookmarks, sharing); the ones before come back when it goes.
 */
export function useDocumentMeta(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const tag = descriptionTag();
    const before = { title: document.title, description: tag.content };
    document.title = title;
    if (description) tag.content = description;
    return () => {
      document.title = before.title;
      tag.content = before.description;
    };
  }, [title, description]);
}

import type { ReactNode } from 'react';
import { IntlProvider, createIntl, useIntl } from 'react-intl';
import { MARKET_DEFINITIONS, type Market } from '@specify/contracts';

export type MessageValues = Record<string, string | number | Date>;

/** Values of a message with tags (`Showing products for <place>{market}</place>`): a tag's element. */
export type RichMessageValues = Record<
  string,
  string | number | Date | ((chunks: ReactNode[]) => ReactNode)
>;

/**
 * A front end's strings in its market's language (en-AU, en-NZ): the provider and a message
 * function typed by the en-AU catalogue's ids. en-NZ holds only what differs. Catalogues are
 * `*.messages.json` files: the build compiles them to react-intl's AST (tooling/build
 * icu-messages-loader), jest reads them as ICU strings.
 */
export function createMessages<Catalogue extends Record<string, string>>(
  enAU: Catalogue,
  enNZ: Partial<Catalogue> = {},
) {
  const catalogues: Record<Market, Record<string, string>> = {
    au: enAU,
    nz: { ...enAU, ...enNZ } as Record<string, string>,
  };
  function MessagesProvider({ market, children }: { market: Market; children: ReactNode }) {
    return (
      <IntlProvider
        locale={MARKET_DEFINITIONS[market].languageTag}
        defaultLocale="en-AU"
        messages={catalogues[market]}
      >
        {children}
      </IntlProvider>
    );
  }
  function useMessages(): (id: keyof Catalogue & string, values?: MessageValues) => string {
    const intl = useIntl();
    return (id, values) => intl.formatMessage({ id }, values);
  }
  /**
   * For a sentence with an element inside (a `<strong>` query, a `<span>` place): the message
   * marks it with a tag and the values say what each tag renders, so the words stay one message.
   */
  function useRichMessages(): (
    id: keyof Catalogue & string,
    values: RichMessageValues,
  ) => ReactNode {
    const intl = useIntl();
    return (id, values) => intl.formatMessage({ id }, values);
  }
  /**
   * The message function outside a render: for what a first paint names besides its markup (the
   * page's title and description), in the words the page's own render uses.
   */
  function messagesOf(
    market: Market,
  ): (id: keyof Catalogue & string, values?: MessageValues) => string {
    const intl = createIntl({
      locale: MARKET_DEFINITIONS[market].languageTag,
      defaultLocale: 'en-AU',
      messages: catalogues[market],
    });
    return (id, values) => intl.formatMessage({ id }, values);
  }
  return { MessagesProvider, useMessages, useRichMessages, messagesOf };
}

/** The page's language as a BCP 47 tag (its market's: en-AU, en-NZ), for Intl and dates. */
export function useLanguageTag(): string {
  return useIntl().locale;
}

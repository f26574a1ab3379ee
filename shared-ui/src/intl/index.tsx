import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { MARKET_DEFINITIONS, type Market } from '@specify/contracts';

export type MessageValues = Record<string, string | number | Date>;

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
  return { MessagesProvider, useMessages };
}

/** The page's language as a BCP 47 tag (its market's: en-AU, en-NZ), for Intl and dates. */
export function useLanguageTag(): string {
  return useIntl().locale;
}

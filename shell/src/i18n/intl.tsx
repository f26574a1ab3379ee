import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { MARKET_DEFINITIONS, type Market } from '@specify/contracts';
import enAU from './en-AU.messages.json';
import enNZ from './en-NZ.messages.json';

/** en-NZ differs from en-AU only where its catalogue says so. */
const CATALOGUES: Record<Market, Record<string, unknown>> = {
  au: enAU,
  nz: { ...enAU, ...enNZ },
};

export type MessageId = keyof typeof enAU;

/**
 * The chrome's strings in the market's language (`en-AU`, `en-NZ`). In the browser the catalogues
 * are precompiled by the build (icu-messages-loader); in tests they are the ICU strings.
 */
export function ChromeIntl({ market, children }: { market: Market; children: ReactNode }) {
  return (
    <IntlProvider
      locale={MARKET_DEFINITIONS[market].languageTag}
      defaultLocale="en-AU"
      // A compiled catalogue is an AST: its type is not a plain string map.
      messages={CATALOGUES[market] as Record<string, string>}
    >
      {children}
    </IntlProvider>
  );
}

type Values = Record<string, string | number>;

/** The chrome's message function, typed by the en-AU catalogue's ids. */
export function useMessages(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

import { createMessages } from '@specify/ui/intl';
import enAU from './en-AU.messages.json';
import enNZ from './en-NZ.messages.json';

export type MessageId = keyof typeof enAU;

/** The chrome's strings in the market's language (`en-AU`, `en-NZ`). */
export const { MessagesProvider: ChromeIntl, useMessages } = createMessages(enAU, enNZ);

/** The chrome's message function, for code outside components that builds chrome text. */
export type Messages = ReturnType<typeof useMessages>;

import { createMessages } from '@specify/ui/intl';
import enAU from './en-AU.messages.json';
import enNZ from './en-NZ.messages.json';

export type MessageId = keyof typeof enAU;

/** mf-catalogue's strings in the market's language (en-AU, en-NZ). */
export const { MessagesProvider, useMessages, useRichMessages, messagesOf } = createMessages(
  enAU,
  enNZ,
);

/** The message function, for helpers outside components that word a facet value or a chip. */
export type Messages = ReturnType<typeof useMessages>;

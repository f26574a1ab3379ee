import { createMessages } from '@specify/ui/intl';
import enAU from './en-AU.messages.json';
import enNZ from './en-NZ.messages.json';

export type MessageId = keyof typeof enAU;

/** mf-account's strings in the market's language (en-AU, en-NZ). */
export const { MessagesProvider, useMessages, messagesOf } = createMessages(enAU, enNZ);

import { createMessages } from '@specify/ui/intl';
import addToProject from './add-to-project.en-AU.messages.json';
import common from './common.en-AU.messages.json';
import dashboard from './dashboard.en-AU.messages.json';
import projectExports from './exports.en-AU.messages.json';
import products from './products.en-AU.messages.json';
import rooms from './rooms.en-AU.messages.json';
import summary from './summary.en-AU.messages.json';
import wizard from './wizard.en-AU.messages.json';
import enNZ from './en-NZ.messages.json';

/**
 * mf-project-builder's strings in the market's language (en-AU, en-NZ), one en-AU catalogue per
 * area of the builder so each screen's words sit together; en-NZ holds only what differs.
 */
const enAU = {
  ...common,
  ...dashboard,
  ...wizard,
  ...products,
  ...rooms,
  ...addToProject,
  ...projectExports,
  ...summary,
};

export type MessageId = keyof typeof enAU;

export const { MessagesProvider, useMessages, messagesOf } = createMessages(enAU, enNZ);

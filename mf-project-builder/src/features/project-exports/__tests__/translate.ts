import { createIntl } from 'react-intl';
import common from '../../../i18n/common.en-AU.messages.json';
import projectExports from '../../../i18n/exports.en-AU.messages.json';
import type { Translate } from '../model/export-text';

/** The builder's en-AU words, as useMessages gives them to a screen, for the pure exports. */
const intl = createIntl({ locale: 'en-AU', messages: { ...common, ...projectExports } });
export const t: Translate = (id, values) => intl.formatMessage({ id }, values);

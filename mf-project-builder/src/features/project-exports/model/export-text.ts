import type { MessageValues } from '@specify/ui/intl';
import type { MessageId } from '../../../i18n/messages';
import type { ExportColumn } from './export-lines';

/** The builder's message function (useMessages), passed to the exports that print words. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

const COLUMN_MESSAGES: Record<ExportColumn, MessageId> = {
  room: 'exports.column.room',
  image: 'exports.column.image',
  code: 'exports.column.code',
  sku: 'exports.column.sku',
  name: 'exports.column.name',
  details: 'exports.column.details',
  bim: 'exports.column.bim',
  quantity: 'exports.column.quantity',
  note: 'exports.column.note',
  rrp: 'exports.column.rrp',
  total: 'exports.column.total',
};

/** A column's heading as the PDF, the sheet and the CSV print it. */
export function columnLabel(t: Translate, column: ExportColumn): string {
  return t(COLUMN_MESSAGES[column]);
}

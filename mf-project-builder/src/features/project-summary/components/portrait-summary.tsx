import { useId } from 'react';
import type { Market, ProjectLineItem, SummaryRow } from '@specify/contracts';
import { ProductImage } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import {
  SUMMARY_SPECIFICATION_LINES,
  itemCode,
  itemPrices,
  type SummaryRoom,
} from '../model/summary-items';
import { Heading } from './heading';

export interface TemplateProps {
  rooms: SummaryRoom[];
  market: Market;
  showPrices: boolean;
  showBimFiles: boolean;
  /** The level of the rooms' headings. */
  level: number;
}

/**
 * The Portrait template (project-builder.md §2 tab 4, "full product summary"): per room, each
 * item with its image, line diagram, code, name, first specification lines, compliance rows, BIM
 * files (when shown), quantity and prices (when shown).
 */
export function PortraitSummary({ rooms, market, showPrices, showBimFiles, level }: TemplateProps) {
  return (
    <div className="builder-summary-portrait">
      {rooms.map((room) => (
        <RoomSection
          key={room.roomName}
          room={room}
          market={market}
          showPrices={showPrices}
          showBimFiles={showBimFiles}
          level={level}
        />
      ))}
    </div>
  );
}

function RoomSection({
  room,
  level,
  ...shown
}: Omit<TemplateProps, 'rooms'> & { room: SummaryRoom }) {
  const t = useMessages();
  const id = useId();
  return (
    <section className="builder-summary-room" aria-labelledby={id}>
      <div className="builder-summary-room__head">
        <Heading level={level} id={id} className="builder-summary-room__name">
          {room.roomName}
        </Heading>
        <p className="builder-summary-room__count">
          {t('summary.room.items', { count: room.items.length })}
        </p>
      </div>
      <ul className="builder-summary-room__items">
        {room.items.map((item) => (
          <li key={item.id}>
            <SummaryItem item={item} level={level + 1} {...shown} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SummaryItem({
  item,
  market,
  showPrices,
  showBimFiles,
  level,
}: Omit<TemplateProps, 'rooms'> & { item: ProjectLineItem }) {
  const t = useMessages();
  const id = useId();
  const diagram = item.variant?.lineDiagramList[0];
  const prices = itemPrices(item, market);
  const specifications = item.specifications.slice(0, SUMMARY_SPECIFICATION_LINES);
  return (
    <article className="builder-summary-item" aria-labelledby={id}>
      <div className="builder-summary-item__media">
        <ProductImage
          className="builder-summary-item__image"
          src={item.variant?.images[0]}
          alt=""
          width={160}
          height={120}
        />
        {diagram && (
          <img
            className="builder-summary-item__diagram"
            src={diagram}
            alt={t('summary.item.lineDiagram', { name: item.name })}
            width={160}
            height={120}
            loading="lazy"
          />
        )}
      </div>
      <div className="builder-summary-item__about">
        <Heading level={level} id={id} className="builder-summary-item__name">
          {item.name}
        </Heading>
        <p className="builder-summary-item__code">
          {t('summary.item.code', { code: itemCode(item) })}
        </p>
        <Rows title={t('summary.item.specifications')} rows={specifications} level={level + 1} />
        <Rows title={t('summary.item.compliance')} rows={item.compliance} level={level + 1} />
        {showBimFiles && item.bimFiles.length > 0 && (
          <div className="builder-summary-item__group">
            <Heading level={level + 1} className="builder-summary-item__group-title">
              {t('summary.item.bimFiles')}
            </Heading>
            <ul className="builder-summary-item__files">
              {item.bimFiles.map((file) => (
                <li key={file.url}>
                  <a href={file.url} download>
                    {file.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <dl className="builder-summary-item__figures">
        <div>
          <dt>{t('summary.column.quantity')}</dt>
          <dd>{item.quantity}</dd>
        </div>
        {showPrices && (
          <>
            <div>
              <dt>{t('summary.column.rrp')}</dt>
              <dd>{prices?.rrp ?? t('summary.none')}</dd>
            </div>
            <div>
              <dt>{t('summary.column.total')}</dt>
              <dd>{prices?.total ?? t('summary.none')}</dd>
            </div>
          </>
        )}
      </dl>
    </article>
  );
}

function Rows({ title, rows, level }: { title: string; rows: SummaryRow[]; level: number }) {
  if (rows.length === 0) return null;
  return (
    <div className="builder-summary-item__group">
      <Heading level={level} className="builder-summary-item__group-title">
        {title}
      </Heading>
      <dl className="builder-summary-item__rows">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

import { useMessages } from '../../../i18n/messages';
import { itemCode, itemPrices, projectTotal } from '../model/summary-items';
import type { TemplateProps } from './portrait-summary';

/**
 * The Landscape template (project-builder.md §2 tab 4, §9 "Summary table"): Room, Prod Code,
 * Product Name, Qty, and RRP and Total when prices are shown, then the project's total. On a
 * narrow screen the table
 * scrolls sideways inside its own frame, which can be reached and scrolled with the keyboard.
 */
export function LandscapeSummary({
  rooms,
  market,
  showPrices,
}: Omit<TemplateProps, 'showBimFiles' | 'level'>) {
  const t = useMessages();
  const total = showPrices ? projectTotal(rooms, market) : undefined;
  return (
    <div
      className="builder-summary-table"
      role="region"
      aria-label={t('summary.table.caption')}
      tabIndex={0}
    >
      <table>
        <caption>{t('summary.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('summary.column.room')}</th>
            <th scope="col">{t('summary.column.code')}</th>
            <th scope="col">{t('summary.column.name')}</th>
            <th scope="col" className="builder-summary-table__number">
              {t('summary.column.quantity')}
            </th>
            {showPrices && (
              <>
                <th scope="col" className="builder-summary-table__number">
                  {t('summary.column.rrp')}
                </th>
                <th scope="col" className="builder-summary-table__number">
                  {t('summary.column.total')}
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {rooms.flatMap((room) =>
            room.items.map((item) => {
              const prices = itemPrices(item, market);
              return (
                <tr key={item.id}>
                  <td>{room.roomName}</td>
                  <td>{itemCode(item)}</td>
                  <th scope="row">{item.name}</th>
                  <td className="builder-summary-table__number">{item.quantity}</td>
                  {showPrices && (
                    <>
                      <td className="builder-summary-table__number">
                        {prices?.rrp ?? t('summary.none')}
                      </td>
                      <td className="builder-summary-table__number">
                        {prices?.total ?? t('summary.none')}
                      </td>
                    </>
                  )}
                </tr>
              );
            }),
          )}
        </tbody>
        {total && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={5} className="builder-summary-table__number">
                {t('summary.total')}
              </th>
              <td className="builder-summary-table__number">{total}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

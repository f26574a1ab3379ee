import { useEffect, useState } from 'react';
import type { PageSectionOf } from '@specify/contracts/content/page-sections';
import { useLanguageTag } from '@specify/ui/intl';
import { useMessages } from '../../i18n/messages';
import { tableCell } from './section-rules';

type TableState =
  { status: 'loading' } | { status: 'empty' } | { status: 'ready'; rows: string[][] };

/** The first sheet of a spreadsheet, read in the browser with exceljs (loaded for this only). */
async function readSheet(
  file: string,
  languageTag: string,
  signal: AbortSignal,
): Promise<string[][]> {
  const response = await fetch(file, { signal });
  if (!response.ok) throw new Error(`The spreadsheet ${file} is unavailable (${response.status}).`);
  const [{ default: ExcelJS }, buffer] = await Promise.all([
    import('exceljs'),
    response.arrayBuffer(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => tableCell(value, languageTag)));
  });
  return rows.filter((row) => row.some((cell) => cell.trim() !== ''));
}

/** 'Loading table data...', then the table (first row as headers) or 'No data available to display.' */
export function TableSection({ section }: { section: PageSectionOf<'table'> }) {
  const t = useMessages();
  const languageTag = useLanguageTag();
  const [state, setState] = useState<TableState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    readSheet(section.file, languageTag, controller.signal).then(
      (rows) => setState(rows.length > 1 ? { status: 'ready', rows } : { status: 'empty' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ status: 'empty' });
      },
    );
    return () => controller.abort();
  }, [section.file, languageTag]);
  return (
    <section className="content-table">
      {section.heading && <h2>{section.heading}</h2>}
      {state.status === 'loading' && <p role="status">{t('table.loading')}</p>}
      {state.status === 'empty' && <p className="content-empty">{t('table.empty')}</p>}
      {state.status === 'ready' && (
        <div className="content-table__scroll">
          <table>
            <thead>
              <tr>
                {state.rows[0]?.map((cell, index) => (
                  <th key={index} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {state.rows.slice(1).map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) => (
                    <td key={column}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

import { escapeHtml } from '@specify/ui/files';
import {
  MARKET_DEFINITIONS,
  PROJECT_TYPE_LABELS,
  formatMoney,
  formatProjectDate,
  type Market,
  type Project,
  type Session,
} from '@specify/contracts';
import {
  tableColumns,
  type ExportChoices,
  type ExportColumn,
  type ExportLine,
} from './export-lines';
import { columnLabel, type Translate } from './export-text';

export interface PrintInput extends ExportChoices {
  project: Project;
  lines: readonly ExportLine[];
  market: Market;
  session: Session;
  landscape: boolean;
  /** This site's origin: images stay its own paths, file links become absolute. */
  siteOrigin: string;
}

/**
 * An image as the PDF service can load it: a path on this site. The service loads pages from this
 * site and nowhere else, so an image elsewhere would only print as a broken box.
 */
function sitePath(src: string, siteOrigin: string): string | undefined {
  try {
    const url = new URL(src, siteOrigin);
    return url.origin === siteOrigin ? `${url.pathname}${url.search}` : undefined;
  } catch {
    return undefined;
  }
}

/** A file link that still works from the saved PDF, far from the site: absolute, http(s) only. */
function absoluteLink(href: string, siteOrigin: string): string | undefined {
  try {
    const url = new URL(href, siteOrigin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** 'For {customer}' when an internal user prints a customer's project, else 'by {company}' (§2). */
function byline(t: Translate, project: Project, session: Session): string {
  const internal = session.status === 'authenticated' && session.account.isInternalUser;
  if (internal && project.customerName)
    return t('exports.print.for', { customer: project.customerName });
  return project.companyName ? t('exports.print.by', { company: project.companyName }) : '';
}

function cell(column: ExportColumn, line: ExportLine, input: PrintInput): string {
  const money = (value: ExportLine['price']) =>
    value ? escapeHtml(formatMoney(value, { market: input.market, context: 'page' })) : '';
  switch (column) {
    case 'room':
      return escapeHtml(line.room);
    case 'image': {
      const src = line.image && sitePath(line.image, input.siteOrigin);
      return src ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(line.name)}">` : '';
    }
    case 'code':
      return escapeHtml(line.code);
    case 'sku':
      return escapeHtml(line.sku);
    case 'name':
      return escapeHtml(line.name);
    case 'details':
      return line.details.length
        ? `<ul>${line.details
            .map(
              (row) =>
                `<li><span class="label">${escapeHtml(row.label)}:</span> ${escapeHtml(row.value)}</li>`,
            )
            .join('')}</ul>`
        : '';
    case 'bim':
      return line.bimFiles.length
        ? `<ul>${line.bimFiles
            .map((file) => {
              const href = absoluteLink(file.url, input.siteOrigin);
              return `<li>${href ? `<a href="${escapeHtml(href)}">${escapeHtml(file.name)}</a>` : escapeHtml(file.name)}</li>`;
            })
            .join('')}</ul>`
        : '';
    case 'quantity':
      return String(line.quantity);
    case 'note':
      return escapeHtml(line.note);
    case 'rrp':
      return money(line.price);
    case 'total':
      return money(line.total);
  }
}

const NUMERIC: ReadonlySet<ExportColumn> = new Set(['quantity', 'rrp', 'total']);

/**
 * The project's total under the Total column, when prices are shown and every priced line is in
 * one currency (a market's project always is); nothing otherwise.
 */
function projectTotal(input: PrintInput, columns: ExportColumn[], t: Translate): string {
  if (!columns.includes('total')) return '';
  const totals = input.lines.flatMap((line) => (line.total ? [line.total] : []));
  const [first] = totals;
  if (!first || totals.some((total) => total.currencyCode !== first.currencyCode)) return '';
  const sum = { ...first, centAmount: totals.reduce((all, total) => all + total.centAmount, 0) };
  const amount = formatMoney(sum, { market: input.market, context: 'page' });
  return `<tfoot><tr><th scope="row" colspan="${columns.length - 1}">${escapeHtml(t('exports.print.total'))}</th><td class="number">${escapeHtml(amount)}</td></tr></tfoot>`;
}

/**
 * The summary as the PDF service prints it (project-builder.md §4 "PDF save", §9 "PDF table
 * columns"): one complete HTML document with its own styles, the cover (project name, by or for,
 * type, location, date created, prepared by) and the table of the available items, on A4 in the
 * chosen template's orientation. Everything the project holds is escaped.
 */
export function projectPrintHtml(input: PrintInput, t: Translate): string {
  const { project, lines, market, session, landscape } = input;
  const columns = tableColumns(input);
  const facts: [string, string][] = [
    [t('exports.print.type'), PROJECT_TYPE_LABELS[project.projectType]],
    [t('exports.print.location'), project.projectLocation],
    [t('exports.print.created'), formatProjectDate(project.projectCreatedDate)],
    [t('exports.print.preparedBy'), project.username || '-'],
  ];
  const by = byline(t, project, session);
  const head = columns
    .map(
      (column) =>
        // A label may wrap after a slash (Specification/Details) in a narrow column.
        `<th scope="col" class="col-${column}">${escapeHtml(columnLabel(t, column)).replace(/\//g, '/<wbr>')}</th>`,
    )
    .join('');
  const rows = lines.length
    ? lines
        .map(
          (line) =>
            `<tr>${columns
              .map(
                (column) =>
                  `<td class="col-${column}${NUMERIC.has(column) ? ' number' : ''}">${cell(column, line, input)}</td>`,
              )
              .join('')}</tr>`,
        )
        .join('\n')
    : `<tr><td colspan="${columns.length}">${escapeHtml(t('exports.print.noItems'))}</td></tr>`;
  return `<!doctype html>
<html lang="${MARKET_DEFINITIONS[market].languageTag}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(project.projectName)}</title>
<style>
  @page { size: A4 ${landscape ? 'landscape' : 'portrait'}; margin: 12mm; }
  body { font-family: Helvetica, Arial, sans-serif; color: #1d2327; margin: 0; font-size: 9pt; }
  header { border-bottom: 2px solid #1d2327; padding-bottom: 8pt; margin-bottom: 12pt; }
  h1 { font-size: 20pt; margin: 0 0 2pt; }
  .byline { font-size: 11pt; color: #555; margin: 0 0 8pt; }
  dl { display: flex; flex-wrap: wrap; gap: 4pt 24pt; margin: 0; }
  dl div { display: flex; gap: 4pt; }
  dt { color: #555; }
  dt::after { content: ':'; }
  dd { margin: 0; font-weight: bold; }
  table { width: 100%; border-collapse: collapse; table-layout: fixed; }
  thead { display: table-header-group; }
  tr { page-break-inside: avoid; break-inside: avoid; }
  th, td { text-align: left; vertical-align: top; padding: 3pt; border-bottom: 1px solid #d5d8da; }
  /* Words wrap at spaces only; a word longer than its column (a long code) breaks as a last resort. */
  th, td { overflow-wrap: break-word; word-break: normal; hyphens: manual; }
  th { background: #f2f3f4; font-size: 7.5pt; text-transform: uppercase; }
  td.number, th.col-quantity, th.col-rrp, th.col-total { text-align: right; white-space: nowrap; }
  /* Every column but the product name has its share of the page; the name takes the rest. */
  .col-room { width: ${landscape ? '8%' : '7%'}; }
  .col-image { width: ${landscape ? '7%' : '9%'}; }
  .col-code { width: 9%; }
  .col-details { width: ${landscape ? '22%' : '13%'}; }
  .col-bim { width: ${landscape ? '9%' : '8%'}; }
  .col-quantity { width: 4%; }
  .col-note { width: ${landscape ? '9%' : '7%'}; }
  .col-rrp { width: ${landscape ? '7%' : '10%'}; }
  .col-total { width: ${landscape ? '8%' : '11%'}; }
  tfoot th, tfoot td { border-bottom: none; border-top: 2px solid #1d2327; font-size: 10pt; font-weight: bold; }
  tfoot th { background: none; text-transform: none; text-align: right; }
  img { display: block; width: 100%; max-width: 20mm; height: 17mm; object-fit: contain; }
  ul { list-style: none; margin: 0; padding: 0; }
  li + li { margin-top: 1pt; }
  .label { color: #555; }
  a { color: #1d2327; }
</style>
</head>
<body>
<header>
<h1>${escapeHtml(project.projectName)}</h1>
${by ? `<p class="byline">${escapeHtml(by)}</p>` : ''}
<dl>${facts.map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl>
</header>
<table>
<thead><tr>${head}</tr></thead>
<tbody>
${rows}
</tbody>
${projectTotal(input, columns, t)}
</table>
</body>
</html>`;
}

// PDFs: HTML to PDF at /{locale}/api/pdf-my-html/, and a project's summary as a PDF job.
export {
  DEFAULT_PDF_OPTIONS,
  PdfRenderer,
  launchRenderBrowser,
  type HtmlToPdf,
  type PdfRendererOptions,
} from './pdf-renderer';
export { pdfRoutes } from './pdf-routes';
export { projectPdfRoutes } from './project-pdf-routes';

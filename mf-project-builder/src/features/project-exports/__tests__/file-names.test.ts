import * as v from 'valibot';
import { projectPdfFilenameSchema } from '@specify/contracts/api/project';
import {
  csvFileName,
  ddmmyyyy,
  excelFileName,
  pdfFileName,
  randomCharacters,
} from '../model/file-names';

describe('export file names (project-builder.md §9)', () => {
  it('dates are ddmmyyyy of the local calendar day, zero-padded', () => {
    expect(ddmmyyyy(new Date(2024, 0, 5, 23, 59))).toBe('05012024');
    expect(ddmmyyyy(new Date(2025, 11, 31, 0, 0))).toBe('31122025');
  });

  it('names the workbook and the CSV {project}_{ddmmyyyy}', () => {
    const day = new Date(2024, 6, 9);
    expect(excelFileName('Harbour House', day)).toBe('Harbour House_09072024.xlsx');
    expect(csvFileName('Harbour House', day)).toBe('Harbour House_09072024.csv');
  });

  it('names the PDF {project}_summary_{4 random chars}, which the platform accepts', () => {
    const name = pdfFileName('Harbour House');
    expect(name).toMatch(/^Harbour House_summary_[A-Za-z0-9]{4}\.pdf$/);
    expect(v.is(projectPdfFilenameSchema, name)).toBe(true);
    expect(pdfFileName('Harbour House', 'aB3x')).toBe('Harbour House_summary_aB3x.pdf');
  });

  it('draws the random part afresh from letters and digits', () => {
    const draws = new Set(Array.from({ length: 20 }, () => randomCharacters(4)));
    for (const draw of draws) expect(draw).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(draws.size).toBeGreaterThan(1);
  });

  it('keeps slashes, quotes and control characters out of every name', () => {
    const day = new Date(2024, 0, 5);
    expect(excelFileName('A/B\\C "D"\u0007', day)).toBe('ABC D_05012024.xlsx');
    expect(v.is(projectPdfFilenameSchema, pdfFileName('A/B\\C "D"\u0007'))).toBe(true);
    expect(csvFileName(' / ', day)).toBe('project_05012024.csv');
  });
});

import { act, render } from '@testing-library/react';
import {
  createEventBus,
  type EventPayload,
  type Market,
  type Project,
  type Session,
} from '@specify/contracts';
import { MessagesProvider } from '../../../i18n/messages';
import type { SummaryExportContext, SummaryTemplate } from '../../../lib/summary-exports';
import { FIXTURE_USERS } from '../../../testing/project-store';
import { projectExportSlots } from '..';

export interface ExportOptions {
  template?: SummaryTemplate;
  showPrices?: boolean;
  showBimFiles?: boolean;
  market?: Market;
}

/**
 * The summary's cover and export bar as the route composes them: 'Save', then the export bar,
 * through the slots the summary renders, for the trade user who owns `project`. Records the
 * analytics events published.
 */
export function renderExports(
  project: Project,
  {
    template = 'landscape',
    showPrices = true,
    showBimFiles = true,
    market = 'au',
  }: ExportOptions = {},
) {
  const bus = createEventBus();
  const analytics: EventPayload<'analytics:event'>[] = [];
  bus.subscribe('analytics:event', (payload) => analytics.push(payload));
  const session: Session = { status: 'authenticated', account: { ...FIXTURE_USERS.trade } };
  const context: SummaryExportContext = {
    project,
    template,
    showPrices,
    showBimFiles,
    market,
    bus,
    session,
    config: { environment: 'test', remotes: {}, loadTimeoutMs: 5000 },
  };
  const view = render(
    <MessagesProvider market={market}>
      <header>{projectExportSlots.renderSave(context)}</header>
      <main>{projectExportSlots.renderExportBar(context)}</main>
    </MessagesProvider>,
  );
  return { ...view, analytics, session };
}

export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * What the page saved: each download link's name and blob, as the browser would have written
 * them, and the blob URLs it released afterwards.
 */
export function captureSaves() {
  const saved: SavedFile[] = [];
  const revoked: string[] = [];
  const blobs = new Map<string, Blob>();
  beforeEach(() => {
    saved.length = 0;
    revoked.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:export-${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ name: this.download, blob });
    });
  });
  afterEach(() => jest.restoreAllMocks());
  return { saved, revoked };
}

/** A saved blob's bytes, read as the browser would (jsdom's Blob has no arrayBuffer()). */
export function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Checks a message shown a moment ago (found by waitFor, whose fake-timer steps are 50 ms) clears
 * `ms` after it appeared: still there 100 ms before, gone 100 ms after.
 */
export function expectClearedAfter(message: HTMLElement, ms: number) {
  act(() => jest.advanceTimersByTime(ms - 100));
  expect(message).not.toBeEmptyDOMElement();
  act(() => jest.advanceTimersByTime(200));
  expect(message).toBeEmptyDOMElement();
}

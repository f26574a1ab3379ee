import type { MessagePort } from 'node:worker_threads';
import type { MarketSearchIndices } from '@specify/contracts';

export interface RenderTask {
  file: string;
  page: {
    route: string;
    market: string;
    pathname: string;
    search: string;
    searchIndices?: MarketSearchIndices;
  };
  maxHtmlBytes: number;
  port: MessagePort;
  warm?: undefined;
}

/** Loads the module in the thread that takes it, ahead of the first page; renders nothing. */
export interface WarmTask {
  file: string;
  warm: true;
}

export type RenderOutcome =
  | { outcome: 'none' }
  | { outcome: 'no-function' }
  | { outcome: 'too-large' }
  | {
      outcome: 'painted';
      html: string | undefined;
      stylesheet: string | null | undefined;
      title: string | undefined;
      description: string | undefined;
    };

declare const renderTask: ((task: RenderTask | WarmTask) => Promise<RenderOutcome>) & {
  filename: string;
};
export = renderTask;

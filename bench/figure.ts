import type { Browser } from '@playwright/test';
import type { RunningServer } from '../scripts/servers.ts';

/** What a figure module gets: both servers, a browser for Playwright-driven figures, the demo account. */
export interface BenchContext {
  app: RunningServer;
  baseline: RunningServer;
  browser: Browser;
  /** how many Lighthouse runs per page; the median is reported */
  lighthouseRuns: number;
}

/** A budget is an upper bound (`max`) or a lower bound (`min`) on the value. */
export interface Budget {
  max?: number;
  min?: number;
}

/** One measured figure, one row of the table. */
export interface Measurement {
  figure: string;
  value: number;
  /** `count`: a whole number of things (e.g. installability errors) */
  unit: 'KiB' | 'ms' | 's' | 'score' | 'fps' | 'count' | '';
  budget?: Budget;
  /** the same figure of the baseline page in this run (timings only) */
  baseline?: number;
  /** a timing may pass as a ratio to the baseline instead of its absolute budget */
  maxRatio?: number;
  /** a figure that is not a budget of the app but tells whether the run can be judged */
  guard?: boolean;
}

/** A figure module measures one thing; adding a figure is adding a module to `figures/index.ts`. */
export interface Figure {
  name: string;
  measure(context: BenchContext): Promise<Measurement[]>;
}

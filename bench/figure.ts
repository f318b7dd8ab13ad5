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

/**
 * A floor page of the same run (issue 30: bench/floors/, the required stack and nothing of the product) whose
 * same figure a figure is judged against, as a ratio.
 */
export interface Floor {
  /** e.g. `sign-in floor`, as the budget text names it */
  name: string;
  value: number;
  /**
   * the least value the ratio is taken to: a floor that can measure 0 (Total Blocking Time on a quiet machine)
   * would leave the ratio undefined, so it is judged against `least` instead (same unit as the value)
   */
  least?: number;
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
  /** the same figure of a floor page in this run; with `maxFloorRatio` a budget, else shown as info */
  floor?: Floor;
  /** the figure must also stay within this ratio to its floor (as well as within `budget`, when both are set) */
  maxFloorRatio?: number;
  /** a figure that is not a budget of the app but tells whether the run can be judged */
  guard?: boolean;
}

/** A figure module measures one thing; adding a figure is adding a module to `figures/index.ts`. */
export interface Figure {
  name: string;
  measure(context: BenchContext): Promise<Measurement[]>;
}

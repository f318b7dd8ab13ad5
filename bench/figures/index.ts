import type { Figure } from '../figure.ts';
import { firstVisitBytes } from './first-visit-bytes.ts';
import { installability } from './installability.ts';
import { lighthouseMobile } from './lighthouse.ts';
import { notificationScroll } from './notification-scroll.ts';
import { offlineRepeatLoad } from './offline-repeat-load.ts';
import { precacheSize } from './precache-size.ts';
import { scrollAllLoaded } from './scroll-all-loaded.ts';
import { tapToPaint } from './tap-to-paint.ts';

/** Every figure of `npm run bench`, in the order of its table. Later screens add theirs here. */
export const FIGURES: Figure[] = [
  firstVisitBytes,
  lighthouseMobile,
  tapToPaint,
  scrollAllLoaded,
  notificationScroll,
  offlineRepeatLoad,
  precacheSize,
  installability,
];

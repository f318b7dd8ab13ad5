import { accessibilityJourneysAt } from './support/a11y-screens.ts';

/**
 * Every screen and its open states at 390 px, each checked in light and dark: no serious or critical axe
 * violation, no sideways scroll (the journeys: tests/e2e/support/a11y-screens.ts).
 */
accessibilityJourneysAt(390);

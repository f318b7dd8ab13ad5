import { translate } from '../../i18n/translate.ts';
import { savedViewsMessages } from './messages/index.ts';

/** The provider's bound on a view's name, counted as characters (createSavedView). */
const MAX_NAME = 60;

/** What is wrong with a typed name before it is sent, or null: the provider checks the same (and uniqueness). */
export function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return translate(savedViewsMessages, 'nameRequired');
  if ([...trimmed].length > MAX_NAME) return translate(savedViewsMessages, 'nameTooLong');
  return null;
}

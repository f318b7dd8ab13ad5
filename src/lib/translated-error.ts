/**
 * Gives an error of the app's own a message worded when it is read (when a screen or a toast shows it), in the
 * language spoken then rather than the one spoken when the error was made: a failure made before the language's
 * catalog had loaded (the configuration's, at start) or still on screen when the user changes language reads in
 * the screen's language. `message` is a catalog's (`translate(...)`); a provider's own words are kept as sent.
 * Make the error with the message of its moment too (`new Error(message())`): its stack, which a console
 * prints, begins with it.
 */
export function withTranslatedMessage<E extends Error>(error: E, message: () => string): E {
  Object.defineProperty(error, 'message', { get: message, configurable: true, enumerable: false });
  return error;
}

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { OperationId, ReplyData } from './contract-types.ts';

/** A failure a client caused or may see; becomes `{code: 0, data: message}` with its status. */
export class ApiError extends Error {
  constructor(
    public status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

/** What `ok` asks for when the operation is not named: nothing a reply could be, so the call does not compile. */
interface OperationNotNamed {
  nameTheOperation: "ok<'operationId'>(c, data)";
}

/**
 * The success envelope of every JSON response. The operation is named (`ok<'listRefunds'>(c, page)`), so
 * `data` is checked against the contract's reply (src/shared/provider-schema.gen.ts) when the sandbox is typechecked.
 */
export function ok<O extends OperationId = never>(
  c: Context,
  data: [O] extends [never] ? OperationNotNamed : ReplyData<O>,
  status: ContentfulStatusCode = 200,
): Response {
  return c.json({ code: 1, data }, status);
}

export function fail(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json({ code: 0, data: message }, status);
}

export const forbidden = (): ApiError => new ApiError(403, 'Forbidden');

/**
 * Spaces and format characters (zero-width space and joiners, U+FEFF, soft hyphen…) at either end. Tag
 * characters stay: a subdivision flag emoji ends with one. Joiners inside the text stay too (emoji, Persian).
 */
const EDGE_BLANKS =
  /^(?:(?![\u{e0000}-\u{e007f}])[\p{White_Space}\p{Cf}])+|(?:(?![\u{e0000}-\u{e007f}])[\p{White_Space}\p{Cf}])+$/gu;
/**
 * Characters that show nothing by themselves: a text made only of them is empty. Spaces and default-ignorable
 * ones (zero-width characters, U+3164 Hangul filler), combining marks, which only show on a letter before them
 * (a lone U+0301 is an accent over nothing), and U+2800, the blank Braille pattern, which is drawn as a space.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{M}\u2800]/gu;
/** Half of a surrogate pair without its other half: not a character, and stored as U+FFFD (garbled). */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/**
 * Free text that reaches other users' screens: well-formed, no control or bidi-override characters, not
 * blank.
 */
export function plainText(field: string, value: string): string {
  // with the u flag a pair is one code point, so only an unpaired half matches
  if (LONE_SURROGATE.test(value))
    throw new ApiError(400, `${field} must not contain broken characters (unpaired surrogates)`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(value))
    throw new ApiError(400, `${field} must not contain control characters`);
  const trimmed = value.replace(EDGE_BLANKS, '');
  if (!trimmed.replace(INVISIBLE, '')) throw new ApiError(400, `${field} must not be empty`);
  return trimmed;
}

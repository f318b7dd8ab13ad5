import { dataOf, type ApiClient } from './client.ts';
import { translate } from '../i18n/translate.ts';
import { ApiError } from './errors.ts';
import { apiMessages } from './messages/index.ts';

const UPLOAD_PATH = '/v1/image/upload';

export interface ImageToUpload {
  fileName: string;
  mimeType: string;
  /** the file's bytes, base64 */
  data: string;
}

/**
 * Uploads an image where the provider's image configuration says (GET /v1/config/imagekit, `uploadEndpoint`)
 * and returns its URL, under the image service's URL endpoint that the CSP allows. The endpoint must be this
 * API's own upload operation on the API's origin: the call carries the user's bearer token, which never goes
 * to another origin.
 */
export async function uploadImage(
  api: ApiClient,
  image: ImageToUpload,
  signal?: AbortSignal,
): Promise<string> {
  const config = await dataOf(api.GET('/v1/config/imagekit', { signal }));
  const endpoint = new URL(config.uploadEndpoint, location.href);
  const apiOrigin = new URL(api.baseUrl || location.origin, location.href).origin;
  if (endpoint.origin !== apiOrigin || endpoint.pathname !== UPLOAD_PATH)
    throw new ApiError(() => translate(apiMessages, 'imageServiceUnsupported'));
  const uploaded = await dataOf(api.POST(UPLOAD_PATH, { body: image, signal }));
  return uploaded.url;
}

/**
 * What the sandbox's image service keeps, and for how long (sandbox/README.md, "Security limits"; openapi
 * uploadImage): a bounded store per organization, and nothing that no saved record uses for longer than a
 * day.
 */
import type { Db } from './db.ts';
import { ApiError } from './http.ts';
import { IMAGE_TYPES } from './image-service.ts';
import { isoBefore } from './clock.ts';

/** 10 MB per organization: twenty logos or avatars of the largest size (512 KB). */
const ORG_IMAGE_QUOTA_BYTES = 10 * 1024 * 1024;
/** An image that no organization logo or user avatar names is removed this long after its upload. */
const UNUSED_IMAGE_TTL_MS = 24 * 3_600_000;

const QUOTA_FULL_MESSAGE =
  "Your organization's image storage (10 MB) is full. Images that are not a logo or an avatar are removed a day after they were uploaded.";

/** Images stored before the quota existed have no organization: they count for nobody's quota. */
export function upgradeImagesTable(db: Db): void {
  const columns = (db.prepare('PRAGMA table_info(images)').all() as { name: string }[]).map((c) => c.name);
  if (!columns.includes('org_id')) db.exec('ALTER TABLE images ADD COLUMN org_id TEXT');
  db.exec('CREATE INDEX IF NOT EXISTS images_org_id ON images(org_id)');
  db.exec('CREATE INDEX IF NOT EXISTS images_created_at ON images(created_at)');
}

/**
 * Removes the images uploaded more than a day before `now` that no logo or avatar names (matched on the URL's
 * last segment, the image's name, so a changed IMAGEKIT_URL_ENDPOINT does not orphan saved ones).
 */
export function removeUnusedImages(db: Db, now: Date): number {
  const before = isoBefore(now, UNUSED_IMAGE_TTL_MS);
  return db
    .prepare(
      `DELETE FROM images WHERE created_at < ?
         AND NOT EXISTS (SELECT 1 FROM organizations o WHERE o.logo LIKE '%/' || images.name)
         AND NOT EXISTS (SELECT 1 FROM users u WHERE u.avatar LIKE '%/' || images.name)`,
    )
    .run(before).changes;
}

/**
 * Refuses an upload of `size` bytes that would take the organization's images (or, for a user without one,
 * the user's own) over the quota.
 */
export function assertRoomFor(db: Db, owner: { orgId: string | null; userId: string }, size: number): void {
  const { used } = (
    owner.orgId
      ? db
          .prepare('SELECT COALESCE(SUM(length(bytes)), 0) AS used FROM images WHERE org_id = ?')
          .get(owner.orgId)
      : db
          .prepare(
            'SELECT COALESCE(SUM(length(bytes)), 0) AS used FROM images WHERE org_id IS NULL AND uploaded_by = ?',
          )
          .get(owner.userId)
  ) as { used: number };
  if (used + size > ORG_IMAGE_QUOTA_BYTES) throw new ApiError(413, QUOTA_FULL_MESSAGE);
}

/** An upload as stored: `name` is the file id with its type's extension, the last segment of its URL. */
export interface StoredImage {
  fileId: string;
  name: string;
  mimeType: string;
  bytes: Buffer;
  uploadedBy: string;
  orgId: string | null;
  createdAt: string;
}

export function saveImage(db: Db, image: StoredImage): void {
  db.prepare(
    `INSERT INTO images (file_id, name, mime_type, bytes, uploaded_by, org_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    image.fileId,
    image.name,
    image.mimeType,
    image.bytes,
    image.uploadedBy,
    image.orgId,
    image.createdAt,
  );
}

/** The stored bytes of the image of this name, if any. */
export function imageBytes(db: Db, name: string): Buffer | undefined {
  const row = db.prepare('SELECT bytes FROM images WHERE name = ?').get(name) as
    { bytes: Buffer } | undefined;
  return row?.bytes;
}

/** The last segment of an upload's URL: the 24-hex file id and the extension of its type. */
const IMAGE_NAME = new RegExp(
  `^[0-9a-f]{24}\\.(?:${Object.values(IMAGE_TYPES)
    .map((type) => type.extension)
    .join('|')})$`,
);

/** Whose uploads a saved URL may name: an organization's (logo) and the user's own. */
export interface ImageOwner {
  orgId?: string;
  userId: string;
}

/**
 * A logo or avatar URL as saved: null, or the URL an upload to this provider answered — under the image
 * endpoint, naming a stored image of the organization (a logo) or of the user. Anything else (another host,
 * another account on the image host, a made-up name, someone else's upload, which would keep it from being
 * removed) is refused: the app's CSP allows images from the endpoint's path only.
 */
export function uploadedImageUrl(
  db: Db,
  endpoint: string,
  owner: ImageOwner,
  field: string,
  value: string | null,
): string | null {
  if (value === null) return null;
  const prefix = `${endpoint}/`;
  const name = value.startsWith(prefix) ? value.slice(prefix.length) : '';
  const stored =
    IMAGE_NAME.test(name) &&
    db
      .prepare(
        'SELECT 1 FROM images WHERE name = ? AND (uploaded_by = ? OR (org_id IS NOT NULL AND org_id = ?))',
      )
      .get(name, owner.userId, owner.orgId ?? null) !== undefined;
  if (!stored)
    throw new ApiError(400, `${field} must be an image uploaded to this provider (its upload URL)`);
  return value;
}

/** Sweeps now and every hour; the timer does not keep the process alive. */
export function startUnusedImageSweeper(db: Db, now: () => Date): NodeJS.Timeout {
  removeUnusedImages(db, now());
  const timer = setInterval(() => {
    if (db.open) removeUnusedImages(db, now());
  }, 3_600_000);
  timer.unref();
  return timer;
}

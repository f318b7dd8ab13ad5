import type { components } from '../../shared/provider-schema.gen.ts';
import type { Brand } from '../../shared/brands.ts';

export type BrandRecord = components['schemas']['BrandLogo'];

/** An asset of the app's own origin ('/brands/…', never '//host/…') or an https URL. */
function assetUrl(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A link a user follows from the footer: http(s) only (never javascript: or data:). */
function webLink(value: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * The brand as the provider's record for it says (matched by `_id`; docs/product/01-product.md §1.3: name,
 * logo, favicon, website), field by field: a field the record leaves empty or gives in a form the app will
 * not use (a logo that is not same-origin or https, a website that is not a web link) keeps the built-in
 * value. The colour, the key and the host rules stay the app's. The same object comes back when nothing
 * differs, so nothing re-renders.
 */
export function brandFromRecords(builtIn: Brand, records: readonly BrandRecord[] | undefined): Brand {
  const record = records?.find((candidate) => candidate._id === builtIn._id);
  if (!record) return builtIn;
  const name = record.name.trim();
  const next: Brand = {
    ...builtIn,
    name: name && name.length <= 80 ? name : builtIn.name,
    logo: assetUrl(record.logo) ? record.logo : builtIn.logo,
    favicon: assetUrl(record.favicon) ? record.favicon : builtIn.favicon,
    website: webLink(record.website) ? record.website : builtIn.website,
  };
  const same = (['name', 'logo', 'favicon', 'website'] as const).every(
    (field) => next[field] === builtIn[field],
  );
  return same ? builtIn : next;
}

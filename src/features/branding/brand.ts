import { brandForHost, type Brand } from '../../shared/brands.ts';

/** The brand of the host this page is served from (SPEC §1). */
export function currentBrand(): Brand {
  return brandForHost(typeof location === 'undefined' ? 'localhost' : location.hostname);
}

/** Puts the brand on the document: title and favicon (the logos and footer read the brand themselves). */
export function applyBrandToDocument(brand: Brand, doc: Document = document): void {
  doc.title = brand.name;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  // the provider's record may name a PNG or an ICO: a wrong type would make the browser skip the icon
  const type = faviconType(brand.favicon);
  if (type) icon.type = type;
  else icon.removeAttribute('type');
  icon.href = brand.favicon;
  doc.documentElement.dataset.brand = brand.key;
}

/** The icon's media type from its file extension; null when the extension does not say. */
function faviconType(href: string): string | null {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(href)?.[1]?.toLowerCase();
  const types: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon' };
  return (extension && types[extension]) || null;
}

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
  // the provider's record may name a PNG or an ICO: a wrong type would make the browser skip the icon, and
  // without one it reads the file's own
  if (/\.svg([?#]|$)/i.test(brand.favicon)) icon.type = 'image/svg+xml';
  else icon.removeAttribute('type');
  icon.href = brand.favicon;
  doc.documentElement.dataset.brand = brand.key;
}

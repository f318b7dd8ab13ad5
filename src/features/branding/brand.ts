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
  icon.type = 'image/svg+xml';
  icon.href = brand.favicon;
  doc.documentElement.dataset.brand = brand.key;
}

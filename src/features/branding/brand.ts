import { brandForHost, type Brand } from '../../shared/brands.ts';
import { brandIconPaths, manifestPath } from '../../shared/web-manifest.ts';
import { currentLocale } from '../../i18n/locale-store.ts';

/** The brand of the host this page is served from (docs/product/01-product.md §1.3). */
export function currentBrand(): Brand {
  return brandForHost(typeof location === 'undefined' ? 'localhost' : location.hostname);
}

/**
 * Puts the brand on the document: title and favicon (the logos and footer read the brand themselves), and what
 * installs it: the manifest link, the iOS icon and title, the title bar's colour. Each brand's page links its
 * own already; a static host sending one page to every host, and the plain page of deep links (app.html), link
 * the default brand's until this runs.
 */
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
  // the manifest in the page's language (theme-boot.js chose it before the first paint)
  headElement(doc, 'link', 'rel', 'manifest').setAttribute('href', manifestPath(brand.key, currentLocale()));
  headElement(doc, 'link', 'rel', 'apple-touch-icon').setAttribute(
    'href',
    brandIconPaths(brand.key).appleTouch,
  );
  headElement(doc, 'meta', 'name', 'apple-mobile-web-app-title').setAttribute('content', brand.shortName);
  headElement(doc, 'meta', 'name', 'theme-color').setAttribute('content', brand.themeColor);
}

/** The head's element with that attribute, made when the page has none. */
function headElement(doc: Document, tag: 'link' | 'meta', attribute: 'rel' | 'name', value: string): Element {
  const found = doc.head.querySelector(`${tag}[${attribute}="${value}"]`);
  if (found) return found;
  const element = doc.createElement(tag);
  element.setAttribute(attribute, value);
  doc.head.append(element);
  return element;
}

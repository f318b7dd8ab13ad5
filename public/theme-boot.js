/*
 * Applies the stored theme preferences to <html> before the first paint (no flash of the wrong theme).
 * A plain external script because the Content-Security-Policy forbids inline scripts; it mirrors
 * src/features/appearance/model.ts (keys, allowed values) and apply.ts (attribute names);
 * tests/features/appearance/theme-boot-drift.test.ts fails when the two disagree.
 */
(function () {
  var PREFERENCES_KEY = 'bo-theme';
  var BACKGROUND_KEY = 'bo-theme-background';
  var TRIPLE = /^\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*$/;
  var CHOICES = {
    colorScheme: ['light', 'dark'],
    dir: ['ltr', 'rtl'],
    nav: ['vertical', 'horizontal'],
    menuStyle: ['menu-click', 'menu-hover', 'icon-click', 'icon-hover'],
    sidemenu: ['default', 'closed', 'icontext', 'overlay', 'detached', 'doublemenu'],
    pageStyle: ['regular', 'classic', 'modern'],
    width: ['fullwidth', 'boxed'],
    menuPosition: ['fixed', 'scrollable'],
    headerPosition: ['fixed', 'scrollable'],
    menuColour: ['light', 'dark', 'color', 'gradient', 'transparent'],
    headerColour: ['light', 'dark', 'color', 'gradient', 'transparent'],
    menuImage: ['bgimg1', 'bgimg2', 'bgimg3', 'bgimg4', 'bgimg5'],
  };
  var ATTRIBUTES = {
    colorScheme: 'data-mantine-color-scheme',
    dir: 'dir',
    nav: 'data-nav-layout',
    menuStyle: 'data-nav-style',
    sidemenu: 'data-vertical-style',
    pageStyle: 'data-page-style',
    width: 'data-width',
    menuPosition: 'data-menu-position',
    headerPosition: 'data-header-position',
    menuColour: 'data-menu-styles',
    headerColour: 'data-header-styles',
    menuImage: 'data-bg-img',
  };
  /* src/i18n/locales.ts: the languages, the device's choice's key, the right-to-left ones */
  var LOCALES = ['en', 'fr', 'ar'];
  var LOCALE_KEY = 'bo-lang';
  var RIGHT_TO_LEFT = ['ar'];
  var DEFAULTS = {
    colorScheme: 'light',
    nav: 'vertical',
    sidemenu: 'default',
    pageStyle: 'regular',
    width: 'fullwidth',
    menuPosition: 'fixed',
    headerPosition: 'fixed',
    menuColour: 'light',
    headerColour: 'light',
  };

  function validTriple(value) {
    var match = typeof value === 'string' && TRIPLE.exec(value);
    return !!match && +match[1] <= 255 && +match[2] <= 255 && +match[3] <= 255;
  }

  var root = document.documentElement;

  /* the language: this device's choice, else the browser's first one the app speaks, else English */
  function bootLocale() {
    try {
      var chosen = localStorage.getItem(LOCALE_KEY);
      if (LOCALES.indexOf(chosen) >= 0) return chosen;
    } catch {
      /* storage unavailable */
    }
    var languages = navigator.languages || [navigator.language || ''];
    for (var i = 0; i < languages.length; i++) {
      var base = String(languages[i]).toLowerCase().split('-')[0];
      if (LOCALES.indexOf(base) >= 0) return base;
    }
    return 'en';
  }
  var locale = bootLocale();
  root.setAttribute('lang', locale);
  /* the web manifest in the language (src/shared/web-manifest.ts: manifestPath), for an install from here */
  if (locale !== 'en') {
    var manifestLink = document.querySelector('link[rel="manifest"]');
    var manifestHref = manifestLink && manifestLink.getAttribute('href');
    if (manifestHref && /^\/manifest-[a-z]+\.webmanifest$/.test(manifestHref))
      manifestLink.setAttribute(
        'href',
        manifestHref.replace(/\.webmanifest$/, '.' + locale + '.webmanifest'),
      );
  }
  /* the direction: the theme panel's override, else the language's */
  DEFAULTS.dir = RIGHT_TO_LEFT.indexOf(locale) >= 0 ? 'rtl' : 'ltr';

  var stored = {};
  try {
    stored = JSON.parse(localStorage.getItem(PREFERENCES_KEY) || '{}') || {};
  } catch {
    try {
      localStorage.removeItem(PREFERENCES_KEY);
    } catch {
      /* storage unavailable: defaults only */
    }
  }
  Object.keys(ATTRIBUTES).forEach(function (key) {
    var value = stored[key];
    if (CHOICES[key].indexOf(value) < 0) value = DEFAULTS[key];
    if (value) root.setAttribute(ATTRIBUTES[key], value);
  });
  if (validTriple(stored.primary)) root.style.setProperty('--primary-rgb', stored.primary);
  try {
    var background = localStorage.getItem(BACKGROUND_KEY);
    if (background !== null) {
      if (validTriple(background)) {
        root.style.setProperty('--body-bg-rgb', background);
        root.setAttribute('data-custom-bg', 'true');
      } else {
        // docs/product/05-validation.md §5.3: an unparseable stored background is removed.
        localStorage.removeItem(BACKGROUND_KEY);
      }
    }
  } catch {
    /* storage unavailable */
  }
})();

/*
 * The organizations page's balances before the app has loaded. The worker answers a navigation to
 * /manage/organization/ with a page that runs this script first (sw/shell-navigation.ts): when the browser
 * holds the snapshot the app saved of that screen (src/features/organizations/balances-snapshot.ts) for the
 * session in its cookies (the access token's subject, the environment and the current organization), the
 * script paints those balances as the screen printed them, "as of" when they were read, over the page, and
 * starts the app once they are on screen (app-start.js). The app removes the view in the commit that shows the
 * same screen, or another one (src/lib/instant-view.ts). Anything else (another tab of the page, no snapshot,
 * another user, environment or organization, a corrupt one) paints nothing and starts the app at once.
 *
 * A blocking classic script in <head>, before the stylesheets (the CSP forbids inline scripts); the view is
 * built once the body is parsed, from text only (textContent, never markup). It mirrors the snapshot's key and
 * shape, the screen's headings and the shell's offline notice and sizes by hand;
 * tests/app/instant-balances-script.test.ts and tests/routes/instant-balances.test.tsx fail when they disagree.
 */
/* global startAppAfterPaint */
(function () {
  var SNAPSHOT_KEY = 'bo-balances-snapshot';
  var VIEW_ID = 'instant-view';
  var MARK = 'balances-visible';
  var OFFLINE_NOTICE =
    ' You are seeing what was saved on this device; payouts, refunds, keys and invitations need a connection.' +
    ' Everything refreshes when you are back online.';
  // The shell's sizes (src/shell/content-layout.tsx, shell-sizes.ts) as <html>'s theme attributes set them
  // (public/theme-boot.js), so the balances stand where the app's will; sides are logical (right to left too).
  var STYLE = [
    '#instant-view{position:fixed;inset:0;z-index:400;overflow:auto;background:var(--mantine-color-body);',
    'color:var(--mantine-color-text);font-family:var(--mantine-font-family);line-height:1.55;',
    '--iv-header:64px;--iv-navbar:0px}',
    '@media (min-width:62em){#instant-view{--iv-navbar:260px}',
    'html[data-nav-style^=icon] #instant-view,html[data-vertical-style=overlay] #instant-view{--iv-navbar:80px}',
    'html[data-vertical-style=icontext]:not([data-nav-style]) #instant-view{--iv-navbar:120px}',
    'html[data-vertical-style=doublemenu]:not([data-nav-style]) #instant-view{--iv-navbar:300px}',
    'html[data-nav-layout=horizontal] #instant-view{--iv-header:112px;--iv-navbar:0px}}',
    '#instant-view .iv-header{height:var(--iv-header);box-sizing:border-box;',
    'border-bottom:1px solid var(--mantine-color-default-border)}',
    '#instant-view .iv-navbar{display:none;position:fixed;top:var(--iv-header);bottom:0;inset-inline-start:0;',
    'width:var(--iv-navbar);box-sizing:border-box;border-inline-end:1px solid var(--mantine-color-default-border)}',
    '@media (min-width:62em){#instant-view .iv-navbar{display:block}',
    'html[data-nav-layout=horizontal] #instant-view .iv-navbar{display:none}}',
    '#instant-view main{margin-inline-start:var(--iv-navbar);padding:var(--mantine-spacing-md)}',
    '#instant-view .iv-page{max-width:var(--container-size-lg,71.25rem);margin:0 auto;',
    'padding:var(--mantine-spacing-lg) 0}',
    '#instant-view .iv-offline{margin:0 0 var(--mantine-spacing-md);padding:var(--mantine-spacing-md);',
    'border-radius:var(--mantine-radius-default);background:var(--mantine-color-yellow-light);',
    'font-size:var(--mantine-font-size-sm)}',
    '#instant-view h1{font-size:var(--mantine-h2-font-size);margin:0 0 var(--mantine-spacing-lg)}',
    '#instant-view h2{font-size:var(--mantine-h3-font-size);margin:0}',
    '#instant-view h3{font-size:var(--mantine-h4-font-size);margin:0;overflow-wrap:anywhere}',
    '#instant-view p{margin:0}',
    '#instant-view .iv-small{font-size:var(--mantine-font-size-sm)}',
    '#instant-view .iv-dimmed{color:var(--mantine-color-dimmed);font-size:var(--mantine-font-size-xs)}',
    '#instant-view .iv-label{font-weight:600;text-transform:uppercase;margin-top:var(--mantine-spacing-sm)}',
    '#instant-view ul{list-style:none;margin:0;padding:0}',
    '#instant-view .iv-cards{display:grid;gap:var(--mantine-spacing-md);margin-top:var(--mantine-spacing-sm)}',
    '@media (min-width:62em){#instant-view .iv-cards{grid-template-columns:1fr 1fr}}',
    '#instant-view .iv-card{padding:var(--mantine-spacing-md);border:1px solid var(--mantine-color-default-border);',
    'border-radius:var(--mantine-radius-md)}',
    '#instant-view .iv-card-head{display:flex;gap:var(--mantine-spacing-sm);align-items:flex-start}',
    '#instant-view .iv-card-head>div{min-width:0;flex:1}',
    '#instant-view .iv-logo{flex:none;width:48px;height:48px;border-radius:var(--mantine-radius-md);',
    'display:inline-flex;align-items:center;justify-content:center;font-weight:700;font-size:18px;',
    'background:var(--mantine-primary-color-light);color:var(--mantine-primary-color-light-color)}',
    '#instant-view .iv-line{display:flex;justify-content:space-between;gap:var(--mantine-spacing-xs);',
    'font-size:var(--mantine-font-size-sm)}',
    '#instant-view .iv-amount{font-weight:600;font-family:var(--mantine-font-family-monospace)}',
    '#instant-view .iv-pill{margin-inline-start:var(--mantine-spacing-xs);font-size:var(--mantine-font-size-xs);',
    'font-weight:700;text-transform:uppercase;color:var(--mantine-primary-color-light-color)}',
  ].join('');

  function cookie(name) {
    var parts = document.cookie.split(';');
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i].trim();
      var equals = part.indexOf('=');
      if (equals > 0 && part.slice(0, equals) === name) return decodeURIComponent(part.slice(equals + 1));
    }
    return null;
  }

  // The token's subject, unverified: it only picks which of this browser's saved data to show; the app
  // verifies the session before it shows anything of its own.
  function subjectOf(token) {
    try {
      var payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
      return JSON.parse(atob(payload)).sub || null;
    } catch {
      return null;
    }
  }

  function onItsScreen() {
    if (!/^\/manage\/organization\/?$/.test(location.pathname)) return false;
    return new URLSearchParams(location.search).get('tab') !== 'team';
  }

  function isText(value) {
    return typeof value === 'string';
  }

  function validOrganization(organization) {
    return (
      organization &&
      isText(organization.name) &&
      isText(organization.initials) &&
      isText(organization.owner) &&
      isText(organization.members) &&
      isText(organization.label) &&
      Array.isArray(organization.balances) &&
      organization.balances.every(function (line) {
        return line && isText(line.currency) && isText(line.amount);
      })
    );
  }

  /** The snapshot of this session's screen, or null. */
  function snapshotHere() {
    if (!onItsScreen()) return null;
    var token = cookie('access_token');
    if (!token) return null;
    var saved;
    try {
      saved = JSON.parse(localStorage.getItem(SNAPSHOT_KEY) || 'null');
    } catch {
      return null;
    }
    if (!saved || saved.v !== 1 || !isText(saved.asOf) || !Array.isArray(saved.organizations)) return null;
    if (!saved.organizations.length || !saved.organizations.every(validOrganization)) return null;
    var env = cookie('env') === 'live' ? 'live' : 'test';
    var subject = subjectOf(token);
    if (!subject || saved.userId !== subject || saved.env !== env) return null;
    if (saved.orgId !== (cookie('orgID') || '')) return null;
    return saved;
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function card(organization) {
    var item = element('li', 'iv-card');
    item.setAttribute('aria-label', organization.name);
    var head = element('div', 'iv-card-head');
    head.appendChild(element('span', 'iv-logo', organization.initials)).setAttribute('aria-hidden', 'true');
    var who = element('div');
    var name = element('h3', '', organization.name);
    if (organization.current) name.appendChild(element('span', 'iv-pill', 'Current'));
    who.appendChild(name);
    who.appendChild(element('p', 'iv-small', organization.owner));
    who.appendChild(element('p', 'iv-small', organization.members));
    head.appendChild(who);
    item.appendChild(head);
    item.appendChild(element('p', 'iv-dimmed iv-label', organization.label));
    if (!organization.balances.length) item.appendChild(element('p', 'iv-small', 'No balance yet'));
    var lines = element('ul');
    for (var i = 0; i < organization.balances.length; i++) {
      var line = element('li', 'iv-line');
      line.appendChild(element('span', '', organization.balances[i].currency));
      line.appendChild(element('span', 'iv-amount', organization.balances[i].amount));
      lines.appendChild(line);
    }
    item.appendChild(lines);
    return item;
  }

  function view(snapshot) {
    var root = element('div');
    root.id = VIEW_ID;
    root.setAttribute('aria-busy', 'true');
    root.appendChild(element('style', '', STYLE));
    root.appendChild(element('div', 'iv-header'));
    root.appendChild(element('div', 'iv-navbar'));
    var main = element('main');
    var page = element('div', 'iv-page');
    var online = navigator.onLine !== false;
    if (!online) {
      var notice = element('p', 'iv-offline');
      notice.setAttribute('role', 'status');
      notice.appendChild(element('strong', '', 'You are offline.'));
      notice.appendChild(document.createTextNode(OFFLINE_NOTICE));
      page.appendChild(notice);
    }
    page.appendChild(element('h1', '', 'Organizations'));
    page.appendChild(element('h2', '', 'Your organizations'));
    page.appendChild(
      element(
        'p',
        'iv-dimmed',
        'As of ' +
          snapshot.asOf +
          (online ? ' (saved on this device; refreshing)' : ' (saved on this device)'),
      ),
    );
    var cards = element('ul', 'iv-cards');
    cards.setAttribute('aria-label', 'Your organizations');
    for (var i = 0; i < snapshot.organizations.length; i++)
      cards.appendChild(card(snapshot.organizations[i]));
    page.appendChild(cards);
    main.appendChild(page);
    root.appendChild(main);
    return root;
  }

  var snapshot = snapshotHere();
  if (!snapshot) return startAppAfterPaint(false);

  // the balances' paint is the page's first: marked at its time (the figure of `npm run bench` reads it)
  try {
    new PerformanceObserver(function (list, observer) {
      var paint = list.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return;
      observer.disconnect();
      if (document.getElementById(VIEW_ID) && !performance.getEntriesByName(MARK, 'mark').length)
        performance.mark(MARK, { startTime: paint.startTime, detail: { by: 'instant-balances' } });
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // no paint timing: no mark (the app sets it when it shows the balances)
  }

  function paint() {
    if (document.readyState === 'loading') return;
    document.removeEventListener('readystatechange', paint);
    if (!document.getElementById(VIEW_ID)) document.body.appendChild(view(snapshot));
  }
  document.addEventListener('readystatechange', paint);
  paint();
  startAppAfterPaint(true);
})();

import type { DemoIdentity } from './issuer.ts';

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f1f3f5;color:#212529}
main{max-width:420px;margin:8vh auto;padding:24px;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 8px}fieldset{border:0;padding:0;margin:16px 0}
label{display:block;padding:10px;border:1px solid #ced4da;border-radius:6px;margin-bottom:8px;cursor:pointer}
small{color:#495057;display:block;margin-left:24px}
button{font:inherit;padding:10px 16px;border-radius:6px;border:1px solid #1c7ed6;margin-right:8px;cursor:pointer}
.primary{background:#1c7ed6;color:#fff}.secondary{background:#fff;color:#1c7ed6}`;

/**
 * The sandbox issuer's consent page: plain HTML and a form, no script at all (the server's CSP allows none
 * inline), so it works exactly like a real identity provider's page under `script-src 'self'`.
 */
export function consentPage(consentToken: string, identities: readonly DemoIdentity[]): string {
  // the request itself stays on the server with the token (consents.ts): the form carries only the choice
  const hidden = `<input type="hidden" name="consent" value="${escape(consentToken)}">`;
  const choices = identities
    .map(
      (identity, index) =>
        `<label><input type="radio" name="identity" value="${escape(identity.sub)}"${index === 0 ? ' checked' : ''}> ` +
        `${escape(identity.name)} &lt;${escape(identity.email)}&gt;<small>${escape(identity.note)}</small></label>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox ID — sign in</title>
<style>${STYLE}</style></head><body><main>
<h1>Sandbox ID</h1><p>The back-office asks to know your name and email address. Pick a demo identity.</p>
<form method="post" action="/oidc/authorize">${hidden}
<fieldset><legend>Demo identity</legend>${choices}</fieldset>
<button class="primary" type="submit" name="decision" value="allow">Continue</button>
<button class="secondary" type="submit" name="decision" value="deny">Cancel</button>
</form></main></body></html>`;
}

/** An error page for requests that cannot be sent back to the client (bad client or redirect URI). */
export function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox ID — error</title>
<style>${STYLE}</style></head><body><main><h1>Sign-in request refused</h1><p>${escape(message)}</p></main></body></html>`;
}

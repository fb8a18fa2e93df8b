import { DEFAULT_CLUB_IDENTITY } from '@common/domain/club-identity';

/**
 * The set-up page (decision 106): plain HTML served by the server, so it needs nothing of the app
 * that waits behind it; its one script (SETUP_SCRIPT, a file of its own for the CSP) reads the
 * crest and posts the form as JSON. Every field is labelled; the errors are announced.
 */
export const SETUP_PAGE = `<!doctype html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Sæt klubben op – KlubApp</title>
<style>
:root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; padding: 24px 16px; background: Canvas; color: CanvasText; }
main { max-width: 520px; margin: 0 auto; }
h1 { font-size: 1.5rem; margin: 0 0 8px; }
fieldset { border: 1px solid GrayText; border-radius: 8px; margin: 0 0 16px; padding: 12px 16px; }
legend { font-weight: 600; padding: 0 4px; }
label { display: block; margin: 12px 0 4px; font-weight: 600; }
input:not([type=color]) { width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem; border: 1px solid GrayText; border-radius: 6px; background: Field; color: FieldText; }
input[type=color] { width: 64px; height: 40px; }
.hint { font-size: .875rem; opacity: .8; margin: 4px 0 0; }
button { margin-top: 8px; padding: 12px 20px; font-size: 1rem; font-weight: 600; border: 0; border-radius: 6px; background: #0f5132; color: #fff; cursor: pointer; }
button:focus-visible, input:focus-visible { outline: 3px solid #f2b705; outline-offset: 2px; }
#setup-error { color: #b42318; font-weight: 600; white-space: pre-line; }
@media (prefers-color-scheme: dark) { #setup-error { color: #ff8a80; } }
</style>
</head>
<body>
<main>
<h1>Sæt klubben op</h1>
<p>Første start: giv klubben navn, skjold og farver, og opret den første administrator. Engangskoden står i serverens log.</p>
<form id="setup-form" novalidate>
<fieldset>
<legend>Engangskode</legend>
<label for="code">Engangskode fra serverens log</label>
<input id="code" name="code" autocomplete="one-time-code" required>
</fieldset>
<fieldset>
<legend>Klubben</legend>
<label for="clubName">Klubbens navn</label>
<input id="clubName" name="clubName" required maxlength="80">
<label for="shortName">Kort navn</label>
<input id="shortName" name="shortName" required maxlength="12" aria-describedby="shortName-hint">
<p class="hint" id="shortName-hint">Som i "RU KlubApp" og "RU Medlem".</p>
<label for="primaryColor">Klubfarve</label>
<input id="primaryColor" name="primaryColor" type="color" value="${DEFAULT_CLUB_IDENTITY.primaryColor}">
<label for="accentColor">Accentfarve</label>
<input id="accentColor" name="accentColor" type="color" value="${DEFAULT_CLUB_IDENTITY.accentColor}">
<label for="crest">Skjold (PNG, JPEG, WebP eller SVG, højst 1 MB)</label>
<input id="crest" name="crest" type="file" accept="image/png,image/jpeg,image/webp,image/svg+xml">
</fieldset>
<fieldset>
<legend>Første administrator</legend>
<label for="adminUsername">Brugernavn</label>
<input id="adminUsername" name="adminUsername" autocomplete="username" required>
<label for="adminEmail">E-mail</label>
<input id="adminEmail" name="adminEmail" type="email" autocomplete="email" required>
<label for="adminPassword">Adgangskode (mindst 10 tegn)</label>
<input id="adminPassword" name="adminPassword" type="password" autocomplete="new-password" required minlength="10">
</fieldset>
<p id="setup-error" role="alert"></p>
<button type="submit">Sæt klubben op</button>
</form>
</main>
<script src="/setup/setup.js" defer></script>
</body>
</html>
`;

export const SETUP_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('setup-form');
  var error = document.getElementById('setup-error');
  function readFile(file) {
    return new Promise(function (resolve, reject) {
      var reader = new FileReader();
      reader.onload = function () { resolve(String(reader.result)); };
      reader.onerror = function () { reject(new Error('Skjoldet kunne ikke læses')); };
      reader.readAsDataURL(file);
    });
  }
  form.addEventListener('submit', async function (event) {
    event.preventDefault();
    error.textContent = '';
    var button = form.querySelector('button');
    button.disabled = true;
    try {
      var data = {};
      ['code', 'clubName', 'shortName', 'primaryColor', 'accentColor', 'adminUsername', 'adminEmail', 'adminPassword'].forEach(function (name) {
        data[name] = form.elements[name].value;
      });
      var file = form.elements.crest.files[0];
      if (file) data.crest = await readFile(file);
      var res = await fetch('/api/setup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) });
      if (res.ok) { window.location.assign('/'); return; }
      var body = await res.json().catch(function () { return {}; });
      var details = body.errors ? Object.keys(body.errors).map(function (k) { return body.errors[k]; }) : [];
      error.textContent = [body.message || 'Opsætningen mislykkedes'].concat(details.filter(function (d) { return d !== body.message; })).join('\\n');
      var first = body.errors && Object.keys(body.errors)[0];
      if (first && form.elements[first]) form.elements[first].focus();
    } catch (e) {
      error.textContent = e.message || 'Opsætningen mislykkedes';
    } finally {
      button.disabled = false;
    }
  });
})();
`;

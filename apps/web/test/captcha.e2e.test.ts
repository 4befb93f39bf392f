import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';

/**
 * A captcha provider on this machine with reCAPTCHA's shape (no internet here): the explicit-render
 * script (`grecaptcha.render` drawing a button that hands out a token) and `siteverify`, which
 * accepts each token it issued once, with the right secret. The site loads the script under its
 * content security policy and the server verifies over HTTP, as with the real provider.
 */
async function startCaptchaProvider() {
  const verified: string[] = [];
  const script = `(() => {
    let issued = 0;
    const widgets = [];
    window.grecaptcha = {
      ready(callback) { callback(); },
      render(container, params) {
        const id = widgets.length;
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'I am human (provider ' + params.sitekey + ')';
        button.onclick = () => { widgets[id].token = 'issued-' + ++issued; params.callback(widgets[id].token); };
        container.append(button);
        widgets.push({ token: '' });
        return id;
      },
      getResponse(id) { return widgets[id].token; },
      reset(id) { widgets[id].token = ''; },
    };
  })();`;
  const server = http.createServer((request, response) => {
    if (request.url?.startsWith('/recaptcha/api.js')) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      return;
    }
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const token = form.get('response') ?? '';
      const success =
        form.get('secret') === 'provider-secret' && /^issued-\d+$/.test(token) && !verified.includes(token);
      if (success) verified.push(token);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, verified, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function requireCaptcha(running: SiteInBrowser) {
  const response = await fetch(`${running.origin}/_api/tessera/v1/identity-settings`, {
    method: 'PATCH',
    headers: {
      authorization: running.site.apiKey,
      'wix-site-id': running.site.siteId,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ settings: { requireCaptcha: true } }),
  });
  expect(response.status).toBe(200);
}

// Sign-up when the site requires a captcha, in Debian's Chromium: the widget is shown with the
// form (issue 12 item 9: it used to appear only after a refused first submit), and the sign-up
// goes through with the solved captcha at the first try.
describe.skipIf(!hasChromium)('captcha on sign-up in a browser', () => {
  let provider: Awaited<ReturnType<typeof startCaptchaProvider>>;
  let running: SiteInBrowser;

  beforeAll(async () => {
    provider = await startCaptchaProvider();
    running = await startSiteInBrowser('Captcha site', {
      identity: {
        captcha: {
          kind: 'http',
          verifyUrl: `${provider.origin}/siteverify`,
          secret: 'provider-secret',
          siteKey: 'public-site-key',
          scriptUrl: `${provider.origin}/recaptcha/api.js?render=explicit`,
        },
      },
    });
    await requireCaptcha(running);
  }, 120_000);

  afterAll(async () => {
    await running?.close();
    await provider?.close();
  });

  it("loads the provider's widget under the site's policy and signs up with its token", async () => {
    const context = await running.browser.newContext();
    const page = await context.newPage();
    const policyErrors: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
    });
    await page.goto(`${running.origin}/signup`);
    await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor({ timeout: 15_000 });
    // The site requires a captcha: the provider's widget is there with the form, before any submit.
    const widget = page.getByRole('button', { name: 'I am human (provider public-site-key)' });
    await widget.waitFor({ timeout: 10_000 });
    await page.getByRole('textbox', { name: /^Email/ }).fill('grace@example.com');
    await page.getByLabel(/^Password/).fill('correct horse battery');
    await widget.click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${running.origin}/account`, { timeout: 15_000 });
    await page.getByText('grace@example.com').waitFor({ timeout: 15_000 });
    expect(provider.verified).toEqual(['issued-1']);
    expect(policyErrors).toEqual([]);
    await context.close();
  });

  it('keeps the dashboard closed to the provider and tells the web app which widget to show', async () => {
    const config = await (await fetch(`${running.origin}/api/site-config`)).json();
    expect(config.captcha).toEqual({
      provider: 'recaptcha',
      siteKey: 'public-site-key',
      scriptUrl: `${provider.origin}/recaptcha/api.js?render=explicit`,
    });
    const site = await fetch(`${running.origin}/signup`);
    expect(site.headers.get('content-security-policy')).toContain(`script-src 'self' ${provider.origin}`);
    expect(site.headers.get('content-security-policy')).toContain(`frame-src 'self' ${provider.origin}`);
    const dashboard = await fetch(`${running.origin}/dashboard`);
    expect(dashboard.headers.get('content-security-policy')).not.toContain(provider.origin);
  });
});

describe.skipIf(!hasChromium)('development captcha in a browser', () => {
  let running: SiteInBrowser;

  beforeAll(async () => {
    running = await startSiteInBrowser('Test captcha site');
    await requireCaptcha(running);
  }, 120_000);

  afterAll(async () => {
    await running?.close();
  });

  it('shows the test checkbox and signs up with its token once ticked', async () => {
    const context = await running.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${running.origin}/signup`);
    await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor({ timeout: 15_000 });
    await page.getByRole('textbox', { name: /^Email/ }).fill('alan@example.com');
    await page.getByLabel(/^Password/).fill('correct horse battery');
    // Shown with the form; a submit without it is stopped in the page, before the server.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please complete the captcha check first.').waitFor({ timeout: 10_000 });
    await page.getByLabel(/test captcha/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${running.origin}/account`, { timeout: 15_000 });
    await page.getByText('alan@example.com').waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('shows the captcha with the log-in form at once, at phone and desktop width', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      const page = await newAuditablePage(running.browser, { viewport });
      await page.goto(`${running.origin}/login`);
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor({ timeout: 15_000 });
      await page.getByLabel(/test captcha/).waitFor({ timeout: 10_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('textbox', { name: /^Email/ }).fill('alan@example.com');
      await page.getByLabel(/^Password/).fill('correct horse battery');
      await page.getByLabel(/test captcha/).check();
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(`${running.origin}/account`, { timeout: 15_000 });
      await page.context().close();
    }
  });
});

import crypto from 'node:crypto';
import { authenticator } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { OWNER, hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';

// Members and the owner's identity pages in Debian's Chromium against a real server: sign-up with
// the emailed code read from the development mailbox, MFA with an authenticator app (otplib), the
// hosted login of a redirect session, a silent login, and the owner's members and settings pages.
describe.skipIf(!hasChromium)('identity pages in a browser', () => {
  let running: SiteInBrowser;
  let browser: Browser;
  let origin: string;
  let member: BrowserContext;
  const email = `ada-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct horse battery';
  let totpSecret = '';
  const usedCodes = new Set<string>();

  /**
   * A TOTP code not used before: the server refuses a code it has already accepted (replay). It
   * accepts one step of drift (factors.ts, window 1), so a second login within the same 30-second
   * step answers the next step's code (an app whose clock runs 30 s ahead) instead of waiting up to
   * 30 s for it. A third one answers the previous step's code while at least 10 s of the step are
   * left (it stays valid until the step ends); only a fourth, or a third late in a step, waits.
   */
  async function freshCode(): Promise<string> {
    for (;;) {
      const now = Date.now();
      const previousStillValid = now % 30_000 < 20_000;
      for (const epoch of [now, now + 30_000, ...(previousStillValid ? [now - 30_000] : [])]) {
        const code = authenticator.clone({ epoch }).generate(totpSecret);
        if (!usedCodes.has(code)) {
          usedCodes.add(code);
          return code;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  beforeAll(async () => {
    running = await startSiteInBrowser('Identity test site');
    ({ browser, origin } = running);
    member = await browser.newContext();
  }, 120_000);

  afterAll(async () => {
    await member?.close();
    await running?.close();
  });

  /** The owner's API: API key and site, as a script would call it. */
  async function ownerApi<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        authorization: running.site.apiKey,
        'wix-site-id': running.site.siteId,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  }

  /** The newest code the development mailbox holds for `to`. */
  async function mailedCode(to: string): Promise<string> {
    const { messages } = await ownerApi<{ messages: { to: string; subject: string; body: string }[] }>(
      'GET',
      `/_api/tessera/v1/dev-mailbox?to=${encodeURIComponent(to)}`,
    );
    const code = messages.map((m) => /\b(\d{6})\b/.exec(m.subject)?.[1]).find(Boolean);
    if (!code) throw new Error(`no code mailed to ${to}: ${JSON.stringify(messages)}`);
    return code;
  }

  async function ownerPage(): Promise<Page> {
    const page = await newAuditablePage(browser);
    await page.goto(`${origin}/dashboard`);
    await page.getByRole('textbox', { name: /^Email/ }).fill(OWNER.email);
    await page.getByLabel(/^Password/).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 15_000 });
    return page;
  }

  it('signs the owner in with email and password and turns on email verification', async () => {
    const page = await ownerPage();
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).innerText()).toContain('Members');
    await page.getByRole('link', { name: 'Identity settings' }).click();
    const verify = page.getByRole('switch', { name: /Verify email addresses/ });
    await verify.waitFor({ timeout: 10_000 });
    expect(await seriousViolations(page)).toEqual([]);
    if (!(await verify.isChecked())) await verify.click({ force: true });
    await expect.poll(() => verify.isChecked()).toBe(true);
    // Members with an authenticator app are asked for its code.
    await page.getByText('Optional', { exact: true }).click();
    await expect
      .poll(async () => {
        const { settings } = await ownerApi<{
          settings: { requireEmailVerification: boolean; mfaPolicy: string };
        }>('GET', '/_api/tessera/v1/identity-settings');
        return [settings.requireEmailVerification, settings.mfaPolicy];
      })
      .toEqual([true, 'OPTIONAL']);
    await page.context().close();
  });

  it('rejects a wrong owner password with the server message', async () => {
    const page = await newAuditablePage(browser);
    await page.goto(`${origin}/dashboard`);
    await page.getByRole('textbox', { name: /^Email/ }).fill(OWNER.email);
    await page.getByLabel(/^Password/).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong email or password' }).waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it('signs a visitor up with the code from the development mailbox and opens the account', async () => {
    const page = await member.newPage();
    await page.goto(`${origin}/signup`);
    await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByLabel('Verification code').waitFor({ timeout: 10_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Verification code').fill(await mailedCode(email));
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL(`${origin}/account`, { timeout: 15_000 });
    await page.getByText(email).waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
    expect(await seriousViolations(page)).toEqual([]);

    // Profile edit.
    await page.getByLabel('Nickname').fill('Countess');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile was saved.').waitFor({ timeout: 10_000 });
    await page.reload();
    await expect.poll(() => page.getByLabel('Nickname').inputValue(), { timeout: 10_000 }).toBe('Countess');
    await page.close();
  });

  it(
    'sets up an authenticator app, then asks for its code at the next log-in',
    { timeout: 90_000 },
    async () => {
      const page = await member.newPage();
      await page.goto(`${origin}/account`);
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
      totpSecret = (await page.getByTestId('totp-secret').innerText()).trim();
      await page.getByLabel('Code from your authenticator app').fill(await freshCode());
      await page.getByRole('button', { name: 'Turn on' }).click();
      await page.getByText('Authenticator app: on').waitFor({ timeout: 10_000 });

      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL(`${origin}/`, { timeout: 15_000 });

      await page.goto(`${origin}/login`);
      await page.getByRole('textbox', { name: /^Email/ }).fill(email);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Two-step verification' })
        .waitFor({ timeout: 10_000 });
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('Code from your authenticator app').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('alert').first().waitFor({ timeout: 10_000 });

      await page.getByLabel('Code from your authenticator app').fill(await freshCode());
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(`${origin}/account`, { timeout: 15_000 });
      await page.getByText(email).waitFor({ timeout: 15_000 });
      await page.close();
    },
  );

  it(
    'logs in on the hosted login page of a redirect session and answers the app with a code',
    { timeout: 90_000 },
    async () => {
      const verifier = crypto.randomBytes(32).toString('base64url');
      const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
      const redirectUri = `${origin}/oauth-test/callback`;
      const visitor = (await (
        await fetch(`${origin}/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ clientId: running.site.clientId, grantType: 'anonymous' }),
        })
      ).json()) as { access_token: string };
      const created = await fetch(`${origin}/_api/redirects-api/v1/redirect-session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: visitor.access_token },
        body: JSON.stringify({
          auth: {
            authRequest: {
              clientId: running.site.clientId,
              codeChallenge: challenge,
              codeChallengeMethod: 'S256',
              responseMode: 'query',
              responseType: 'code',
              scope: 'offline_access',
              state: 'app-state',
              redirectUri,
            },
            prompt: 'login',
          },
        }),
      });
      expect(created.status).toBe(200);
      const { redirectSession } = (await created.json()) as { redirectSession: { fullUrl: string } };

      // A browser without the member's cookie: the authorize URL sends it to the web app's /login.
      const page = await newAuditablePage(browser);
      const context = page.context();
      await page.goto(redirectSession.fullUrl);
      await page.waitForURL(/\/login\?session=/, { timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor({ timeout: 15_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('textbox', { name: /^Email/ }).fill(email);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByLabel('Code from your authenticator app').fill(await freshCode());
      await page.getByLabel('Remember this device').check();
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(`${redirectUri}?**`, { timeout: 15_000 });

      const answer = new URL(page.url()).searchParams;
      expect(answer.get('state')).toBe('app-state');
      const tokens = await fetch(`${origin}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId: running.site.clientId,
          grantType: 'authorization_code',
          code: answer.get('code'),
          codeVerifier: verifier,
          redirectUri,
        }),
      });
      expect(tokens.status).toBe(200);

      // Silent login: this browser keeps the hosted login's cookie, so the account page signs the
      // member in without a form once the site's own tokens are gone.
      await page.goto(`${origin}/`);
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(`${origin}/account`);
      await page.getByText(email).waitFor({ timeout: 20_000 });
      expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(1);
      await context.close();
    },
  );

  it('shows a visitor without a login cookie the way to log in on the account page', async () => {
    const page = await newAuditablePage(browser);
    await page.goto(`${origin}/account`);
    await page.getByText('You are not logged in.').waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await page.waitForURL(/\/login/);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('lists the member for the owner, who blocks, unblocks and deletes them; the mailbox shows the mail', async () => {
    const page = await ownerPage();
    await page.getByRole('link', { name: 'Mailbox' }).click();
    await page.getByText('Your verification code').first().waitFor({ timeout: 10_000 });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Members' }).click();
    const row = page.getByRole('row', { name: new RegExp(email) });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.innerText()).toMatch(/approved/i); // the badge shows it in capitals
    expect(await seriousViolations(page)).toEqual([]);

    // Blocking and deleting ask first (the dashboard's own dialog) and report when done.
    await page.getByRole('button', { name: `Block ${email}`, exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Block this member?' })
      .getByRole('button', { name: 'Block member' })
      .click();
    await row.getByText('Blocked').waitFor({ timeout: 10_000 });
    await page
      .getByRole('alert')
      .filter({ hasText: `${email} was blocked` })
      .waitFor();
    await page.getByRole('button', { name: `Unblock ${email}`, exact: true }).click();
    await row.getByText('Approved').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: `Delete ${email}`, exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete this member?' })
      .getByRole('button', { name: 'Delete member' })
      .click();
    await row.waitFor({ state: 'detached', timeout: 10_000 });
    await page
      .getByRole('alert')
      .filter({ hasText: `${email} was deleted` })
      .waitFor();
    await page.context().close();
  });

  it('approves a member who signed up while approval was required', async () => {
    await ownerApi('PATCH', '/_api/tessera/v1/identity-settings', {
      settings: { requireOwnerApproval: true, requireEmailVerification: false },
    });
    const pending = `grace-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const visitor = await newAuditablePage(browser);
    await visitor.goto(`${origin}/signup`);
    await visitor.getByRole('textbox', { name: /^Email/ }).fill(pending);
    await visitor.getByLabel(/^Password/).fill(password);
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await visitor.getByText('The site owner must approve it').waitFor({ timeout: 10_000 });
    await visitor.context().close();

    const page = await ownerPage();
    await page.getByRole('link', { name: 'Members' }).click();
    const row = page.getByRole('row', { name: new RegExp(pending) });
    await row.getByText('Pending').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: `Approve ${pending}`, exact: true }).click();
    await row.getByText('Approved').waitFor({ timeout: 10_000 });
    await page.context().close();
  });
});

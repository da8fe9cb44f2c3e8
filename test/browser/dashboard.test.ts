// The dashboard in a real browser (Debian's Chromium driven by playwright-core) against
// a service started here: sign in, a timer appears live when breach.detected is emitted
// through REST, turns overdue when the service's clock (services.now, the suite's test
// clock) passes its deadline, is acknowledged, and usage counts change as requests are
// made. SVC_DASHBOARD_SCREENSHOTS=1 (npm run dashboard:screenshots) also saves a
// screenshot of each page into docs/dashboard/.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../helpers/server';
import { DASHBOARD_DIST } from '../../src/web/dashboard';
import { auditPage } from './a11y';

const CHROMIUM = process.env.SVC_CHROMIUM ?? '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
const inCI = process.env.CI === 'true';
const SCREENSHOTS = process.env.SVC_DASHBOARD_SCREENSHOTS === '1' ? path.resolve('docs/dashboard') : null;
const BASE = '/svc/v1/compliance/dpdp';
const HOUR = 3_600_000;
// Generous: CI runs this beside other suites on two cores.
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });

describe('dashboard prerequisites', () => {
  // Locally a missing Chromium skips the browser cases; in CI it is a failure.
  it.runIf(inCI)('Chromium is installed in CI', () => {
    expect(haveChromium, `${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does)`).toBe(true);
  });
  it('the dashboard is built (npm run dashboard:build, part of npm install)', () => {
    expect(existsSync(path.join(DASHBOARD_DIST, 'index.html'))).toBe(true);
  });
});

describe.skipIf(!haveChromium)('dashboard in Chromium', () => {
  let s: TestServer;
  let context: BrowserContext;
  let page: Page;
  let profile: string;
  let key: { secret: string };
  let sid: string;
  const requestedUrls: string[] = [];
  const consoleLines: string[] = [];

  beforeAll(async () => {
    s = await startTestServer('sqlite', { SVC_TIMER_INTERVAL_MS: '200' });
    key = await s.newKey({ plan: 'business', app: `dashboard-${process.pid}` });
    profile = mkdtempSync(path.join(tmpdir(), 'svc-chromium-'));
    // A fresh profile each run; playwright takes it as the persistent context's directory.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      viewport: { width: 1366, height: 768 },
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.on('request', (r) => requestedUrls.push(r.url()));
    page.on('console', (m) => consoleLines.push(m.text()));
    // The browser's clock moves with the service's (below), so countdowns agree with statuses.
    await page.clock.install();
  });

  afterAll(async () => {
    await context?.close();
    await s?.stop();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  // Every view is audited (labels, names, contrast) where it would be photographed.
  const shot = async (name: string) => {
    expect(await auditPage(page), name).toEqual([]);
    if (!SCREENSHOTS) return;
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
  };
  const rest = (method: string, p: string, body?: unknown) => s.request(method, p, { key: key.secret, body });

  it('serves the page with a strict CSP and signs in with a key kept in session storage', async () => {
    const res = await page.goto(`${s.url}/dashboard`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await eventually(() => page.getByLabel('API key').isVisible()).toBe(true);
    await shot('sign-in');
    await page.getByLabel('API key').fill('svc_wrong_key_0000000000000000000000000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await eventually(() => page.getByRole('alert').textContent()).toMatch(/key/i);

    // Keyboard only from here: the field, the key, Enter.
    await page.reload();
    await eventually(() => page.getByLabel('API key').isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('api-key');
    await page.keyboard.type(key.secret);
    await page.keyboard.press('Enter');
    await eventually(() => page.getByRole('heading', { name: 'Regulatory timers' }).isVisible()).toBe(true);
    // A reload keeps the tab signed in; the first Tab reaches the skip link, which moves focus to the content.
    await page.reload();
    await eventually(() => page.getByRole('heading', { name: 'Regulatory timers' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
    await eventually(() => page.locator('.link').textContent()).toBe('Live');
    expect(await page.evaluate(() => Object.values(sessionStorage))).toContain(key.secret);
    expect(await page.evaluate(() => Object.values(localStorage))).not.toContain(key.secret);
  });

  it('shows a timer as soon as breach.detected is emitted, turns it overdue on the test clock, and acknowledges it', async () => {
    const session = await rest('POST', `${BASE}/session`, { action: 'create', config: { purpose: 'payments' } });
    sid = session.body.result.session_id as string;
    await rest('POST', `${BASE}/emit`, { session_id: sid, events: [{ type: 'consent.granted', data: { user_id: 'u-1', purpose: 'payments' } }] });
    const emitted = await rest('POST', `${BASE}/emit`, { session_id: sid, events: [{ type: 'breach.detected', timestamp: new Date().toISOString(), data: { breach_id: 'br-1' } }] });
    expect(emitted.status).toBe(200);
    const certin = page.locator('tr[data-type="certin_notification"]');
    // Live: no reload between the emit and the row.
    await eventually(() => certin.getAttribute('data-status')).toBe('active');
    await eventually(() => certin.locator('.countdown').textContent()).toMatch(/^due in 0[56]h/);
    // Day 80 of a 90-day request SLA: past alert_at, highlighted as alert.
    await rest('POST', `${BASE}/emit`, { session_id: sid, events: [{ type: 'dsr.received', timestamp: new Date(Date.now() - 80 * 24 * HOUR).toISOString(), data: { request_id: 'r-1' } }] });
    const dsr = page.locator('tr[data-type="dsr_sla"]');
    await eventually(() => dsr.getAttribute('class')).toBe('row-alert');
    expect(await dsr.locator('.badge-alert').textContent()).toBe('alert');
    expect(await certin.getAttribute('class')).toBe('');
    await eventually(() => page.getByTestId('sum-active').textContent()).toBe('5');
    // The server's summary follows the updates: all but the request SLA are due within 7 days.
    await eventually(() => page.getByTestId('sum-15').textContent()).toBe('5');
    expect(await page.getByTestId('sum-7').textContent()).toBe('4');
    await shot('timers');

    // Seven hours later on both clocks: CERT-In's 6 hours have passed.
    const realNow = s.services.now;
    s.services.now = () => new Date(realNow().getTime() + 7 * HOUR);
    await page.clock.fastForward(7 * HOUR);
    await eventually(() => certin.getAttribute('data-status')).toBe('overdue');
    expect(await certin.getAttribute('class')).toContain('row-overdue');
    await eventually(() => certin.locator('.countdown').textContent()).toMatch(/^overdue by 0[01]h/);
    await eventually(() => page.getByTestId('sum-overdue').textContent()).toBe('1');

    // Filters: by type, then back.
    await page.getByLabel('Type').selectOption('certin_notification');
    await eventually(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByLabel('Type').selectOption('');
    await eventually(() => page.locator('tbody tr').count()).toBeGreaterThan(1);
    await shot('timers-overdue');

    // Keyboard: Enter opens the dialog with focus in it, Escape closes it, Enter submits.
    const ack = certin.getByRole('button', { name: /Acknowledge/ });
    await ack.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);
    await ack.focus();
    await page.keyboard.press('Enter');
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('ack-ref');
    // A notification timer closes only with the recipient's reference: the form requires it.
    await page.keyboard.press('Enter');
    expect(await certin.getAttribute('data-status')).toBe('overdue');
    await page.keyboard.type('CERTIN-2026-0042');
    await page.keyboard.press('Enter');
    await eventually(() => certin.getAttribute('data-status')).toBe('fulfilled_late');
    const listed = await s.graphql(`{ dpdpTimers(type: certin_notification) { nodes { status submissionReference } } }`, {}, key.secret);
    expect(listed.body.data.dpdpTimers.nodes).toEqual([{ status: 'fulfilled_late', submissionReference: 'CERTIN-2026-0042' }]);
    s.services.now = realNow;
  });

  it('shows a session with its consent, obligations, events and chain check', async () => {
    await page.getByRole('link', { name: 'Sessions' }).click();
    await page.locator('.link-button').first().click();
    await eventually(() => page.getByTestId('chain-check').textContent()).toMatch(/Chain intact/);
    expect(await page.locator('.badge-consent-active').first().textContent()).toBe('active');
    expect(await page.getByRole('table', { name: 'Events' }).locator('tbody tr').allTextContents()).toEqual([expect.stringMatching(/^1consent.granted/), expect.stringMatching(/^2breach.detected/), expect.stringMatching(/^3dsr.received/)]);
    await page.getByRole('link', { name: "Open this session's timers" }).click();
    expect(await page.getByLabel('Session').inputValue()).toBe(sid);
    await eventually(() => page.locator('tbody tr').count()).toBe(5);
    await page.getByRole('link', { name: 'Sessions' }).click();
    await page.locator('.link-button').first().click();
    await eventually(() => page.getByTestId('chain-check').isVisible()).toBe(true);
    // The socket stays open between pages.
    expect(await page.locator('.link').textContent()).toBe('Live');
    await shot('sessions');
  });

  it('lists evidence packets with the command that verifies one offline', async () => {
    const generated = await rest('POST', `${BASE}/evidence`, { type: 'consent_audit', params: { session_id: sid } });
    expect(generated.status).toBe(200);
    await page.getByRole('link', { name: 'Evidence' }).click();
    const cmd = page.getByTestId('verify-cmd').first();
    await eventually(() => cmd.textContent()).toMatch(/^npx svc evidence verify evd?_\S+\.json --key-id [0-9a-f]{64}$/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download / }).first().click();
    expect((await download).suggestedFilename()).toMatch(/\.json$/);
    await shot('evidence');
  });

  it('shows agent decisions with their reasons', async () => {
    await rest('POST', '/svc/v1/agent/tool-call', { tool_name: 'shell_exec', tool_params: { command: 'rm -rf /' } });
    await rest('POST', '/svc/v1/agent/tool-result', { tool_name: 'crm_lookup', tool_result: { raw: 'Customer PAN ABCPE1234F, phone +91 98765 43210' } });
    await page.getByRole('link', { name: 'Agent evaluations' }).click();
    const rows = page.getByRole('table', { name: 'Agent evaluations' }).locator('tbody tr');
    await eventually(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toMatch(/BLOCK.*Findings: .*destructive/);
    expect(await rows.first().textContent()).not.toContain('ABCPE1234F');
    await shot('agent');
  });

  it('counts requests live on the usage page', async () => {
    await page.getByRole('link', { name: 'Usage' }).click();
    const total = page.getByTestId('usage-requests');
    await eventually(() => total.textContent()).toMatch(/^\d+$/);
    const before = Number(await total.textContent());
    const credits = Number(await page.getByTestId('usage-credits').textContent());
    for (let i = 0; i < 3; i++) await rest('POST', '/svc/v1/agent/prompt-injection', { text: `hello ${i}` });
    await eventually(async () => Number(await total.textContent())).toBeGreaterThanOrEqual(before + 3);
    await eventually(async () => Number(await page.getByTestId('usage-credits').textContent())).toBeGreaterThanOrEqual(credits + 1.5);
    expect(await page.getByTestId('usage-endpoints').textContent()).toContain('prompt-injection');
    await shot('usage');
  });

  it('the page audit finds unlabelled controls, unnamed buttons and low contrast', async () => {
    const scratch = await context.newPage();
    await scratch.setContent('<p style="color:#aaa">faint</p><input><button></button><p style="color:#111">fine</p>');
    expect((await auditPage(scratch)).map((p) => p.what)).toEqual(['control without a label', 'button or link without a name', expect.stringMatching(/^contrast 2\.\d+$/)]);
    await scratch.close();
  });

  it('never puts the key in a URL or the console, and signs out', async () => {
    expect(requestedUrls.length).toBeGreaterThan(0);
    for (const u of [...requestedUrls, page.url()]) expect(u).not.toContain(key.secret);
    for (const line of consoleLines) expect(line).not.toContain(key.secret);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await eventually(() => page.getByLabel('API key').isVisible()).toBe(true);
    expect(await page.evaluate(() => Object.values(sessionStorage))).not.toContain(key.secret);
  });
});

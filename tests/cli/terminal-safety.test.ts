import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { createApp } from '../../server/app';
import { hasControlCharacters } from '../../core/shared/control-characters';
import { cliStore } from './support/cli-store';

const { fornido, withStoreAt } = cliStore('fornido-cli-terminal-');

// What the probe put in a forged ePayco confirmation's x_ref_payco and in a browser error: the window's title, a cleared
// screen, a fake green "paid" line, an 8-bit CSI (U+009B) and a right-to-left override.
const FORGED = '\u001b]0;pwned\u0007\u001b[2J\u001b[32mFO-2026-000001 paid\u001b[0m\u009b31m\u202Egnp.exe\nforged row';

/** Whether a terminal showing `text` would act on it: a control character other than a line feed. */
const actsOnTerminal = (text: string) => hasControlCharacters(text.replaceAll('\n', ''));

describe("what strangers wrote, in an operator's terminal", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await withStoreAt({ at: new Date(Date.now() - 3_600_000) }, async (c) => {
      await c.get(T.notificationLog).add({
        provider: 'epayco',
        receivedAt: new Date(),
        notification: { headers: { 'x-forged': FORGED }, query: {}, body: `x_ref_payco=${encodeURIComponent(FORGED)}` },
        kept: 'digest',
        body: { bytes: 120, sha256: 'a'.repeat(64) },
        verdict: 'invalid',
        reference: FORGED,
      });
      const server = createServer(createApp(c));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/vitals`;
      try {
        const visit = {
          page: '/',
          viewportWidth: 390,
          navigationType: 'navigate',
          metrics: [{ name: 'LCP', value: 1800 }],
          errors: [{ message: FORGED, source: 'http://localhost:3000/assets/x.js', line: 1, column: 2 }],
        };
        const answer = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Origin': 'http://localhost:3000' },
          body: JSON.stringify(visit),
        });
        expect(answer.status).toBe(204);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  }, 120_000);

  it('is written out, never acted on: webhooks list, as a table and as JSON', async () => {
    const list = await fornido('webhooks', 'list');
    expect(list.code, list.stderr).toBe(0);
    expect(actsOnTerminal(list.stdout)).toBe(false);
    expect(list.stdout).toContain('\\x1B]0;pwned\\x07\\x1B[2J\\x1B[32mFO-2026-000001 paid');
    expect(list.stdout).toContain('\\x9B31m\\u202Egnp.exe\\x0Aforged row');
    // The table keeps its rows: the reference's line break did not draw one.
    expect(list.stdout.split('\n').filter((line) => line.includes('forged row'))).toHaveLength(1);
    const asJson = await fornido('webhooks', 'list', '--json');
    expect(actsOnTerminal(asJson.stdout)).toBe(false);
    const [first] = JSON.parse(asJson.stdout) as { reference: string; headers: Record<string, string> }[];
    expect(first?.reference).toBe(FORGED);
    expect(first?.headers['x-forged']).toBe(FORGED);
  });

  it('is written out, never acted on: vitals report', async () => {
    const report = await fornido('vitals', 'report');
    expect(report.code, report.stderr).toBe(0);
    expect(actsOnTerminal(report.stdout)).toBe(false);
    expect(report.stdout).toContain('\\x1B]0;pwned\\x07\\x1B[2J\\x1B[32mFO-2026-');
  });
});

import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildDian } from '../../../adapters/dian/build';
import { dianVariables, readDian } from '../../../adapters/dian/settings';
import { defaultCompany } from '../../../core/company/company';
import { recordingLogger, testClock } from '../nequi/harness';
import { aDraft, aLine } from './support/dian-fixtures';

const setupOf = (raw: Record<string, string>) =>
  readDian(z.object(dianVariables).parse(raw), false, 'memory://build', defaultCompany);

describe('the DIAN invoicing as the store builds it', () => {
  it('in sandbox mode, issues through the sandbox mounted on the store, checked with the same numbering and key', async () => {
    const clock = testClock('2026-12-04T10:00:00.000Z');
    const app = express();
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const selfUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { issuer, sandbox } = buildDian(setupOf({}), {
      selfUrl,
      dataDir: 'memory://build',
      clock,
      logger: recordingLogger(),
    });
    expect(sandbox?.path).toBe('/sandbox/dian');
    app.use(sandbox!.path, sandbox!.router);

    const draft = aDraft([aLine('ON-OPM-150TAB', 1, 129_900, 0.19)]);
    const prepared = await issuer!.prepare(draft);
    expect(issuer!.environment).toBe('test');
    expect(await issuer!.send(prepared, draft)).toMatchObject({ kind: 'accepted' });
    expect(await issuer!.status(prepared.code)).toMatchObject({ kind: 'accepted' });
    server.closeAllConnections();
    server.close();
  });

  it('has nothing to issue with, and nothing to mount, when invoicing is off', () => {
    const deps = {
      selfUrl: 'http://127.0.0.1:1',
      dataDir: 'memory://build',
      clock: testClock(),
      logger: recordingLogger(),
    };
    expect(buildDian(setupOf({ INVOICING: 'off' }), deps)).toEqual({ issuer: null, sandbox: null });
  });
});

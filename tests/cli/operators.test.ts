import { describe, expect, it } from 'vitest';
import { cliStore } from './support/cli-store';

const { fornidoWith } = cliStore('fornido-cli-operators-');
const fornido = (...args: string[]) => fornidoWith({ PUBLIC_URL: 'https://fornido.co', USER: 'bodega' }, ...args);

// Ten commands, each opening the PGlite data dir: seconds each on an idle 2-core machine, far more on a busy one.
describe('fornido operators', { timeout: 240_000 }, () => {
  it('invites the first owner with a one-time enrolment link, lists and disables operators, in plain English', async () => {
    expect((await fornido('operators', 'list')).stdout).toContain('No operators yet');
    const created = await fornido(
      'operators',
      'create',
      'Duena@Fornido.co',
      '--role',
      'owner',
      '--name',
      'Laura Dueña',
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Invited Laura Dueña <duena@fornido.co> as owner.');
    expect(created.stdout).toMatch(/^https:\/\/fornido\.co\/admin\/alta\/\?token=[A-Za-z0-9_-]{43}$/m);
    const again = await fornido('operators', 'create', 'duena@fornido.co', '--role', 'manager');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An operator with the e-mail duena@fornido.co already exists.');
    const badRole = await fornido('operators', 'create', 'otro@fornido.co', '--role', 'admin');
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain('Allowed choices are owner, manager, warehouse, support.');
    expect((await fornido('operators', 'create', 'no-es-correo', '--role', 'support')).stderr).toContain(
      'Not a valid e-mail address: "no-es-correo".',
    );
    await fornido('operators', 'create', 'bodega@fornido.co', '--role', 'warehouse');

    const listed = await fornido('operators', 'list');
    expect(listed.stdout).toMatch(/^EMAIL\s+NAME\s+ROLE\s+STATE\s+SINCE \(BOGOTA\)$/m);
    expect(listed.stdout).toMatch(/^duena@fornido\.co\s+Laura Dueña\s+owner\s+invited/m);
    expect(listed.stdout).toMatch(/^bodega@fornido\.co\s+bodega\s+warehouse\s+invited/m);
    const disabled = await fornido('operators', 'disable', 'bodega@fornido.co');
    expect(disabled.stdout).toContain('Disabled bodega <bodega@fornido.co>');
    const json = JSON.parse((await fornido('operators', 'list', '--json')).stdout) as {
      email: string;
      status: string;
    }[];
    expect(json.map((o) => [o.email, o.status])).toEqual([
      ['duena@fornido.co', 'invited'],
      ['bodega@fornido.co', 'disabled'],
    ]);
    expect((await fornido('operators', 'disable', 'nadie@fornido.co')).stderr).toContain(
      'No operator has the e-mail nadie@fornido.co.',
    );
  });
});

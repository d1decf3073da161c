import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from '../../../../web/components/forms/fields';
import { ScriptForm } from '../../../../web/components/forms/form-parts';
import { useFields } from '../../../../web/components/forms/use-fields';

const send = async () => undefined;

describe('ScriptForm, the frame of the forms the page’s script sends', () => {
  it('turns the browser’s checks off and shows its error, then its confirmation, above the fields', () => {
    const html = renderToString(
      <ScriptForm onSubmit={send} alert="No pudimos guardar." done="Guardamos tus datos." heading={<h3>Nueva</h3>}>
        <input name="campo" />
      </ScriptForm>,
    );
    expect(html).toMatch(/^<form noValidate="" class="space-y-4" method="post">/);
    const at = (text: string) => html.indexOf(text);
    expect(at('<h3>Nueva</h3>')).toBeLessThan(at('role="alert"'));
    expect(at('No pudimos guardar.')).toBeLessThan(at('role="status"'));
    expect(at('Guardamos tus datos.')).toBeLessThan(at('name="campo"'));
  });

  it('shows no message box while there is nothing to say, and keeps the class it is given', () => {
    const html = renderToString(
      <ScriptForm onSubmit={send} alert={null} className="space-y-4 rounded-lg">
        <input name="campo" />
      </ScriptForm>,
    );
    expect(html).toBe('<form noValidate="" class="space-y-4 rounded-lg" method="post"><input name="campo"/></form>');
  });
});

function NameForm() {
  const form = useFields({ name: 'Ana Ruiz', consent: false });
  return <TextField {...form.field('name')} label="Nombre" autoComplete="name" />;
}

describe('useFields().field', () => {
  it('binds a text field to its value under its own name', () => {
    const html = renderToString(<NameForm />);
    expect(html).toMatch(/<input id="campo-name" type="text"[^>]* name="name" value="Ana Ruiz"/);
    expect(html).not.toContain('aria-invalid');
  });
});

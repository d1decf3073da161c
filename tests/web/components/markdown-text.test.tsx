import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from '../../../web/components/markdown-text';

const html = (text: string) => renderToStaticMarkup(<MarkdownText text={text} />);

describe('MarkdownText', () => {
  it('shows paragraphs, lists, bold and italic as operators write them', () => {
    expect(html('Proteína **aislada** de suero.\n\n- 25 g de proteína\n- *Sin* azúcar\n\nÚltimo párrafo.')).toBe(
      '<p>Proteína <strong>aislada</strong> de suero.</p>' +
        '<ul class="list-disc pl-6"><li>25 g de proteína</li><li><em>Sin</em> azúcar</li></ul>' +
        '<p>Último párrafo.</p>',
    );
  });

  it('never turns what is written into markup: tags stay text', () => {
    expect(html('<img src=x onerror="alert(1)"> **hola**')).toBe(
      '<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <strong>hola</strong></p>',
    );
    expect(html('5 * 3 = 15 y 2 ** 2')).toBe('<p>5 * 3 = 15 y 2 ** 2</p>');
  });
});

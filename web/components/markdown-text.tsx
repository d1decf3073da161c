import type { ReactNode } from 'react';

/** Splits a line's **bold** and *italic* runs into elements; anything else stays text (no HTML is ever read). */
const inline = (line: string): ReactNode[] =>
  line
    .split(/(\*\*[^*]+\*\*|\*[^*\s][^*]*\*)/g)
    .map((part, i) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
        <strong key={i}>{part.slice(2, -2)}</strong>
      ) : part.startsWith('*') && part.endsWith('*') && part.length > 2 ? (
        <em key={i}>{part.slice(1, -1)}</em>
      ) : (
        part
      ),
    );

const ITEM = /^\s*[-*]\s+/;

/**
 * The little Markdown operators write a product's description in: paragraphs apart by a blank line, a block of lines
 * that start with "- " as a list, **bold** and *italic*. Rendered as elements, never as HTML, so a description cannot
 * carry markup or script onto the page.
 */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return blocks.map((block, i) => {
    const lines = block.split('\n');
    return lines.every((l) => ITEM.test(l)) ? (
      <ul key={i} className={['list-disc pl-6', className].filter(Boolean).join(' ')}>
        {lines.map((l, j) => (
          <li key={j}>{inline(l.replace(ITEM, ''))}</li>
        ))}
      </ul>
    ) : (
      <p key={i} className={className}>
        {inline(block)}
      </p>
    );
  });
}

/** The shape of an information page's content: headings, paragraphs and lists. */
export type InfoBlock = { kind: 'p'; text: string } | { kind: 'h2'; text: string } | { kind: 'ul'; items: string[] };

export type InfoPage = {
  slug: string;
  title: string;
  /** Meta description, at most 155 characters. */
  description: string;
  /** Last update, YYYY-MM-DD. */
  updated: string;
  blocks: InfoBlock[];
};

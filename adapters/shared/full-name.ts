/** A full name split as providers that ask for given names and surnames apart take it (ePayco, Addi): the first word,
 * and the rest (or the first again, alone, so a one-word name never leaves the surname empty). */
export const namesOf = (fullName: string): { readonly name: string; readonly last_name: string } => {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { name: first, last_name: rest.length > 0 ? rest.join(' ') : first };
};

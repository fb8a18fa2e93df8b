/** Names as people tell each other apart. Pure: server and client share them. */

interface Named {
  firstName: string;
  lastName: string;
}

const key = (text: string) => text.trim().toLocaleLowerCase('da');

/**
 * Short names that still tell people apart, in the order given: the first name alone where no one
 * else has it; else the first name and the last name's initial ('Christian H.'), or as many of its
 * letters as it takes ('Magnus Ha.', 'Magnus Ho.'); the whole name where even that does not (two
 * of the same name). For labels with little room: chart bars, compact lists.
 */
export function distinctShortNames(people: readonly Named[]): string[] {
  const byFirst = new Map<string, Named[]>();
  for (const p of people) byFirst.set(key(p.firstName), [...(byFirst.get(key(p.firstName)) ?? []), p]);
  return people.map((p) => {
    const first = p.firstName.trim();
    const last = p.lastName.trim();
    const others = byFirst
      .get(key(p.firstName))!
      .filter((q) => q !== p)
      .map((q) => key(q.lastName));
    if (others.length === 0 || !last) return first;
    const own = key(last);
    for (let k = 1; k < last.length; k++) {
      if (!others.some((other) => other.slice(0, k) === own.slice(0, k)))
        return `${first} ${last.slice(0, k)}.`;
    }
    return `${first} ${last}`;
  });
}

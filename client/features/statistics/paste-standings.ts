/**
 * What a paste into the DBU field should insert. Copying the standings on dbu.dk puts both the
 * table's HTML and a tab-separated text on the clipboard; the HTML keeps the column headers and
 * the names of logo-only teams, so it is used whenever it holds a table. null: let the browser
 * paste the plain text (the server reads that too).
 */
export function standingsFromClipboard(
  data: Pick<DataTransfer, 'getData'> | null | undefined,
): string | null {
  const html = data?.getData('text/html') ?? '';
  return /<\s*(table|tr)\b/i.test(html) ? html : null;
}

/** The field's value with the pasted text in place of the selection. */
export function insertAtSelection(value: string, start: number | null, end: number | null, pasted: string) {
  const from = start ?? value.length;
  const to = end ?? from;
  return value.slice(0, from) + pasted + value.slice(to);
}

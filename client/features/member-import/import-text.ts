import type { ImportCounts, PreviewRow } from '@common/contracts/member-import';
import { countText, danishWholeNumber } from '@common/domain/danish-plural';

/** '38 oprettes, 1 opdateres, 1 springes over, 2 har fejl': the parts that are not zero ('Ingen rækker' when all are). */
export function countsSentence(counts: ImportCounts): string {
  const parts: string[] = [];
  if (counts.create) parts.push(`${danishWholeNumber(counts.create)} oprettes`);
  if (counts.update) parts.push(`${danishWholeNumber(counts.update)} opdateres`);
  if (counts.skip) parts.push(`${danishWholeNumber(counts.skip)} springes over`);
  if (counts.error) parts.push(`${danishWholeNumber(counts.error)} har fejl`);
  return parts.length ? parts.join(', ') : 'Ingen rækker';
}

/** The confirm button: 'Importér 38', or 'Importér 38 og opdatér 1' when people who exist are updated too. */
export function importLabel(counts: ImportCounts): string {
  if (!counts.create && !counts.update) return 'Intet at importere';
  if (!counts.update) return `Importér ${danishWholeNumber(counts.create)}`;
  if (!counts.create) return `Opdatér ${danishWholeNumber(counts.update)}`;
  return `Importér ${danishWholeNumber(counts.create)} og opdatér ${danishWholeNumber(counts.update)}`;
}

/** 'Send invitationer til 37' / '… til 1 person'. */
export function inviteLabel(count: number): string {
  return count === 1 ? 'Send invitation til 1 person' : `Send invitationer til ${countText(count, 'person', 'personer')}`;
}

/** What happens to a row, in one or two words. */
export const ACTION_LABELS: Record<PreviewRow['action'], string> = {
  create: 'Oprettes',
  update: 'Opdateres',
  skip: 'Springes over',
  error: 'Fejl',
};

import type { BackupFile } from '@app/shared/schemas/admin';

const KILOBYTE = 1000;
const MEGABYTE = 1000 * KILOBYTE;

/** A file's size in the reader's language: bytes, kB or MB, whichever reads shortest. */
function formatBytes(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= MEGABYTE
      ? [bytes / MEGABYTE, 'megabyte']
      : bytes >= KILOBYTE
        ? [bytes / KILOBYTE, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** "Dec 6, 2026, 9:14 PM · 53.2 MB": when a backup was made (the reader's time zone) and its size. */
export function describeBackup({ bytes, createdAt }: BackupFile, language: string): string {
  const madeAt = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(createdAt),
  );
  return `${madeAt} · ${formatBytes(bytes, language)}`;
}

import {
  backupDownloadUrl,
  downloadBackup,
  useBackup,
  useBackupAll,
  useBackupDatabase,
  useBackupList,
  useForceArchive,
} from '@app/shared/client/admin';
import { ApiError } from '@app/shared/client/api-fetch';
import { useLanguage } from '@app/shared/client/i18n/use-t';
import type { BackupFile, BackupList } from '@app/shared/schemas/admin';
import { toast } from '../../../lib/toast';
import { ConfirmButton } from './confirm-button';
import { describeBackup } from './backup-details';

/** Saves a backup's data as a pretty-printed JSON file. */
function saveJson(filename: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}

async function download(filename: string) {
  try {
    const result = await downloadBackup(filename);
    if (!result.success) throw new Error(result.error ?? 'unknown error');
    saveJson(filename, result.data);
    toast({ title: 'Backup Downloaded', description: filename });
  } catch (error) {
    toast({
      title: 'Download Failed',
      description: error instanceof Error ? error.message : String(error),
      variant: 'destructive',
    });
  }
}

/** A board backup is saved from its JSON; a database backup is the SQLite file, downloaded as is. */
function DownloadControl({ file }: { file: string }) {
  if (file.endsWith('.sqlite')) {
    return (
      <a className="btn-ghost px-2 py-1" href={backupDownloadUrl(file)} download={file} aria-label={`Download ${file}`}>
        Download
      </a>
    );
  }
  return (
    <button
      type="button"
      className="btn-ghost px-2 py-1"
      onClick={() => void download(file)}
      aria-label={`Download ${file}`}
    >
      Download
    </button>
  );
}

function FileList({ title, files, note }: { title: string; files: BackupFile[]; note?: string }) {
  const language = useLanguage();
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      {note && <p className="text-xs text-slate-600 dark:text-slate-400">{note}</p>}
      <ul className="mt-1 max-h-[200px] overflow-y-auto text-sm">
        {files.map((file) => (
          <li
            key={file.filename}
            className="flex items-center justify-between gap-2 border-t border-slate-200 py-1 dark:border-slate-800"
          >
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-mono text-xs">{file.filename}</span>
              <span className="text-xs text-slate-600 dark:text-slate-400">{describeBackup(file, language)}</span>
            </span>
            <DownloadControl file={file.filename} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the card says the full-database files are: true of the engine the server runs and of BACKUP_KEEP_DAYS. */
function databaseNote({ databaseEngine, keepDays }: Pick<BackupList, 'databaseEngine' | 'keepDays'>): string {
  const what =
    databaseEngine === 'postgres'
      ? 'The PostgreSQL database exported into a SQLite file, from one snapshot.'
      : 'Copies of the SQLite database file.';
  const daily =
    keepDays > 0
      ? `One is made automatically each day and kept ${keepDays} days.`
      : 'None is made automatically (BACKUP_KEEP_DAYS=0).';
  return `${what} ${daily} Restore one with npm run restore.`;
}

/** The server's reason for a refused or failed backup, else the card's own words. */
const reasonOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

/** Data Backup: board backups, the forced weekly archive, and the files to download. */
export function BackupsCard() {
  const list = useBackupList(true);
  const backup = useBackup();
  const backupAll = useBackupAll();
  const backupDatabase = useBackupDatabase();
  const archive = useForceArchive();

  async function backupBoard(kind: 'leaderboard' | 'bwif-leaderboard') {
    try {
      const result = await backup.mutateAsync(kind);
      toast({ title: 'Leaderboard Backed Up', description: `Saved ${result.entries} entries to ${result.filename}` });
    } catch (error) {
      toast({
        title: 'Backup Failed',
        description: reasonOf(
          error,
          `Failed to back up the ${kind === 'leaderboard' ? 'leaderboard' : 'BWIF leaderboard'}.`,
        ),
        variant: 'destructive',
      });
    }
  }

  async function backupEverything() {
    try {
      await backupAll.mutateAsync(undefined);
      toast({ title: 'All Leaderboards Backed Up' });
    } catch (error) {
      toast({
        title: 'Backup Failed',
        description: reasonOf(error, 'Failed to back up all leaderboards.'),
        variant: 'destructive',
      });
    }
  }

  async function backupWholeDatabase() {
    try {
      await backupDatabase.mutateAsync(undefined);
      toast({ title: 'Database Backed Up' });
    } catch (error) {
      toast({
        title: 'Backup Failed',
        description: reasonOf(error, 'Failed to back up the database.'),
        variant: 'destructive',
      });
    }
  }

  async function forceArchive() {
    try {
      const result = await archive.mutateAsync(undefined);
      toast({ title: result.archived ? 'Weekly Archive Complete' : 'Nothing Archived', description: result.message });
    } catch {
      toast({
        title: 'Archive Failed',
        description: 'Failed to archive and reset weekly leaderboards. Please try again.',
        variant: 'destructive',
      });
    }
  }

  const details = new Map(list.data?.files.map((file) => [file.filename, file]));
  const filesOf = (names: string[] = []) => names.flatMap((name) => details.get(name) ?? []);
  const leaderboardFiles = filesOf(list.data?.leaderboardFiles);
  const bwifFiles = filesOf(list.data?.bwifLeaderboardFiles);
  const databaseFiles = filesOf(list.data?.databaseFiles);
  return (
    <section className="card" aria-labelledby="backup-title">
      <h2 id="backup-title" className="text-lg font-bold">
        Data Backup
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <button type="button" className="btn-secondary" onClick={() => void backupBoard('leaderboard')}>
            Backup Main Leaderboard
          </button>
          <button type="button" className="btn-secondary" onClick={() => void backupBoard('bwif-leaderboard')}>
            Backup $BWIF Leaderboard
          </button>
          <button type="button" className="btn-secondary" onClick={() => void backupEverything()}>
            Backup All Leaderboards
          </button>
          <button type="button" className="btn-secondary" onClick={() => void backupWholeDatabase()}>
            Backup Database
          </button>
          <ConfirmButton
            className="btn-primary"
            title="Force the weekly archive?"
            description="Are you sure you want to force a weekly leaderboard archive and reset? This will archive the current week's data and reset the leaderboards."
            confirmLabel="Force Weekly Archive"
            onConfirm={() => void forceArchive()}
          >
            Force Weekly Archive
          </ConfirmButton>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          {leaderboardFiles.length + bwifFiles.length + databaseFiles.length === 0 ? (
            <p className="text-sm">
              No backup files found. Create a backup using the buttons <span className="md:hidden">above</span>
              <span className="hidden md:inline">on the left</span>.
            </p>
          ) : (
            <>
              <FileList title="Main Leaderboard" files={leaderboardFiles} />
              <FileList title="$BWIF Leaderboard" files={bwifFiles} />
              <FileList title="Full Database" files={databaseFiles} note={list.data && databaseNote(list.data)} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

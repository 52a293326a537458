import {
  backupDownloadUrl,
  downloadBackup,
  useBackup,
  useBackupAll,
  useBackupDatabase,
  useBackupList,
  useForceArchive,
} from '@app/shared/client/admin';
import { toast } from '../../../lib/toast';
import { ConfirmButton } from './confirm-button';

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

function FileList({ title, files, note }: { title: string; files: string[]; note?: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      {note && <p className="text-xs text-slate-600 dark:text-slate-400">{note}</p>}
      <ul className="mt-1 max-h-[200px] overflow-y-auto text-sm">
        {files.map((file) => (
          <li
            key={file}
            className="flex items-center justify-between gap-2 border-t border-slate-200 py-1 dark:border-slate-800"
          >
            <span className="min-w-0 truncate font-mono text-xs">{file}</span>
            <DownloadControl file={file} />
          </li>
        ))}
      </ul>
    </div>
  );
}

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
    } catch {
      toast({
        title: 'Backup Failed',
        description: `Failed to back up the ${kind === 'leaderboard' ? 'leaderboard' : 'BWIF leaderboard'}.`,
        variant: 'destructive',
      });
    }
  }

  async function backupEverything() {
    try {
      await backupAll.mutateAsync(undefined);
      toast({ title: 'All Leaderboards Backed Up' });
    } catch {
      toast({ title: 'Backup Failed', description: 'Failed to back up all leaderboards.', variant: 'destructive' });
    }
  }

  async function backupWholeDatabase() {
    try {
      await backupDatabase.mutateAsync(undefined);
      toast({ title: 'Database Backed Up' });
    } catch {
      toast({ title: 'Backup Failed', description: 'Failed to back up the database.', variant: 'destructive' });
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

  const leaderboardFiles = list.data?.leaderboardFiles ?? [];
  const bwifFiles = list.data?.bwifLeaderboardFiles ?? [];
  const databaseFiles = list.data?.databaseFiles ?? [];
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
              <FileList
                title="Full Database"
                files={databaseFiles}
                note="SQLite files, one made automatically each day. Restore one with npm run restore."
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

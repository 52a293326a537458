import type { ReadRecord } from './losses';

/** The record a backup is about to replace, found idle (no server has it open). */
export interface RecordToReplace {
  /** Where the backup's copy is prepared: beside a SQLite record, so it moves in by a rename. */
  copyPath: string;
  read: ReadRecord;
  /** Puts the prepared copy (closed) in place of the record; answers where the replaced record is kept. */
  replaceWith(copyPath: string): Promise<string | null>;
  close(): Promise<void>;
}

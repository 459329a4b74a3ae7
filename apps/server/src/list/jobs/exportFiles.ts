import { Readable, Writable } from 'node:stream';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { listExportChunks } from '../../db/schema.ts';

/** An export's file is stored in pieces of this size, so no step holds the whole file in memory. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * A stream that stores what is written into `list_export_chunks`, one row per MB. Writes wait for the
 * insert, so a fast producer (the .xlsx zip) is held back instead of filling memory.
 */
export function chunkSink(db: Db, exportId: number, runToken: string): Writable & { bytes(): number } {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let total = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const data = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    // Only while this run still holds the export: a run that lost it writes nothing more.
    await db.execute(sql`
      insert into list_export_chunks (export_id, seq, data)
      select ${exportId}, ${seq++}, ${data} from list_exports where id = ${exportId} and run_token = ${runToken}`);
  };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      total += chunk.length;
      if (pendingBytes < CHUNK_BYTES) return callback();
      flush().then(() => callback(), callback);
    },
    final(callback) {
      flush().then(() => callback(), callback);
    },
  });
  return Object.assign(sink, { bytes: () => total });
}

/** The stored file, read back one chunk at a time. */
export function chunkSource(db: Db, exportId: number): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq++) {
      const [row] = await db
        .select({ data: listExportChunks.data })
        .from(listExportChunks)
        .where(and(eq(listExportChunks.exportId, exportId), eq(listExportChunks.seq, seq)))
        .orderBy(asc(listExportChunks.seq));
      if (!row) return;
      yield row.data;
    }
  }
  return Readable.from(chunks());
}

export async function dropChunks(db: Db, exportId: number) {
  await db.execute(sql`delete from list_export_chunks where export_id = ${exportId}`);
}

/** `attachment` with the UTF-8 name (RFC 5987) and an ASCII fallback, for Chinese file names. */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Answers a small .xlsx made in memory as a download (the export helper's direct file). */
export function sendXlsx(reply: FastifyReply, { fileName, file }: { fileName: string; file: Buffer }) {
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', attachmentHeader(fileName))
    .header('cache-control', 'no-store')
    .send(file);
}

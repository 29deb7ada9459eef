// Excel workbooks written as streams (the GST export, the audit log's export): exceljs's streaming
// writer, each row leaving memory once committed.
import { once, type EventEmitter } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';

/** What exceljs's sheet stream pipes into (readable-stream's state, which its types do not show). */
type ZipInput = EventEmitter & { _writableState?: { length: number; needDrain: boolean } };

/**
 * exceljs writes a sheet's rows into the zip without waiting for the compression, so a fast database
 * would pile the whole sheet up in memory: wait, between batches, until the zip has taken in what was
 * written (it emits 'drain' once it has).
 */
export async function zipCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) {
    if (pipe._writableState?.needDrain) await once(pipe, 'drain');
  }
}

/**
 * A workbook written as a byte stream by `fill`, which commits it; a failure ends the stream with
 * the error. exceljs is loaded when a workbook is first asked for: it takes a quarter of a second to
 * load, which every server start (and every test's app) would otherwise pay.
 */
export function streamWorkbook(
  fill: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void>,
): Readable {
  const output = new PassThrough();
  const write = async () => {
    const { default: excel } = await import('exceljs');
    await fill(
      new excel.stream.xlsx.WorkbookWriter({
        stream: output,
        useStyles: true,
        useSharedStrings: false,
      }),
    );
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

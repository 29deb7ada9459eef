// Uploads: POST /api/upload (multipart, one file) and GET /api/files/:key.
import { z } from 'zod';

/** The stored file's url ('/api/files/<key>'). */
export const uploadResponse = z.object({ success: z.literal(true), url: z.string().min(1) });
export type UploadResponse = z.infer<typeof uploadResponse>;

/**
 * POST /api/upload's multipart parts, in this order: the document's form field, the url of the file it
 * replaces (when it does), then the one file. The parts are streamed to storage as they arrive, so
 * they are read by the upload's operation rather than validated as a body (decision 060).
 */
export const UPLOAD_PARTS = { field: 'field', oldFileName: 'old_file_name', file: 'file' } as const;

export const fileParams = z.object({ key: z.string() });

// Uploads: POST /api/upload (multipart, one file) and GET /api/files/:key.
import { z } from 'zod';

/** The stored file's url ('/api/files/<key>'). */
export const uploadResponse = z.object({ success: z.literal(true), url: z.string().min(1) });
export type UploadResponse = z.infer<typeof uploadResponse>;

export const fileParams = z.object({ key: z.string() });

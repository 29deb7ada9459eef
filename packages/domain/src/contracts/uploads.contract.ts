// Uploads: POST /api/upload (multipart, one file) and GET /api/files/:key.
import { z } from 'zod';

export const uploadResponse = z.object({ success: z.literal(true), url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;

export const fileParams = z.object({ key: z.string() });

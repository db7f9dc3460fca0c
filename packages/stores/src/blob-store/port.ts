import type { Readable } from 'node:stream';

/** The blob store port for uploads, with S3/MinIO semantics. Keys are paths like 'documents/u1/abc.pdf'. */
export type BlobInfo = { key: string; size: number; contentType: string; etag: string; lastModified: string; metadata: Record<string, string> };

export interface BlobStore {
  /** Metadata keys should be lowercase ASCII (S3 sends them as headers and lowercases them). */
  put(key: string, body: Buffer, options: { contentType: string; metadata?: Record<string, string> }): Promise<BlobInfo>;
  /** The bytes as a stream, or null when there is no such blob. */
  get(key: string): Promise<{ info: BlobInfo; stream: Readable } | null>;
  stat(key: string): Promise<BlobInfo | null>;
  /** Idempotent: deleting a missing blob succeeds. */
  delete(key: string): Promise<void>;
  health(): Promise<{ ok: boolean; adapter: string; detail?: string }>;
  close(): Promise<void>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys come from our own code, but a bad one must never escape the store's folder or bucket. */
export function assertValidKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.') || key.length > 512) {
    throw new Error(`Invalid blob key: ${key}`);
  }
}

import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { Client } from 'minio';
import { assertValidKey, type BlobInfo, type BlobStore } from './port';

export type MinioConfig = { endPoint: string; port?: number; useSSL: boolean; accessKey: string; secretKey: string; bucket: string; region?: string };

const META_PREFIX = 'x-amz-meta-';

/**
 * Production blob store over MinIO or any S3-compatible server (the `minio` client, path-style requests).
 *
 * Metadata travels as `x-amz-meta-*` headers, which S3 treats case-insensitively: keys come back lowercase,
 * and values must be printable ASCII (HTTP header rules). Use lowercase ASCII keys and ids as values; the
 * embedded adapter has neither limit.
 */
export class MinioBlobStore implements BlobStore {
  private constructor(private readonly client: Client, private readonly bucket: string) {}

  /** Connects and creates the bucket when it is missing. */
  static async connect(config: MinioConfig): Promise<MinioBlobStore> {
    const region = config.region ?? 'us-east-1';
    const client = new Client({
      endPoint: config.endPoint,
      port: config.port,
      useSSL: config.useSSL,
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      region,
      pathStyle: true,
    });
    if (!(await client.bucketExists(config.bucket))) {
      try {
        await client.makeBucket(config.bucket, region);
      } catch (error) {
        // Another instance created it between our check and our request: that is what we wanted.
        const code = (error as { code?: string }).code;
        if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error;
      }
    }
    return new MinioBlobStore(client, config.bucket);
  }

  async put(key: string, body: Buffer, options: { contentType: string; metadata?: Record<string, string> }): Promise<BlobInfo> {
    assertValidKey(key);
    const headers: Record<string, string> = { 'Content-Type': options.contentType };
    for (const [name, value] of Object.entries(options.metadata ?? {})) headers[`${META_PREFIX}${name.toLowerCase()}`] = value;
    const uploaded = await this.client.putObject(this.bucket, key, body, body.length, headers);
    return {
      key,
      size: body.length,
      contentType: options.contentType,
      etag: uploaded.etag,
      lastModified: new Date().toISOString(),
      metadata: lowercaseKeys(options.metadata ?? {}),
    };
  }

  async stat(key: string): Promise<BlobInfo | null> {
    assertValidKey(key);
    try {
      const stat = await this.client.statObject(this.bucket, key);
      const meta = stat.metaData as Record<string, string>;
      // minio's extractMetadata has already stripped the x-amz-meta- prefix, beside the standard headers.
      const metadata = Object.fromEntries(Object.entries(meta).filter(([name]) => !STANDARD_HEADERS.has(name.toLowerCase()) && !name.toLowerCase().startsWith('x-amz-')));
      return {
        key,
        size: stat.size,
        contentType: meta['content-type'] ?? 'application/octet-stream',
        etag: stat.etag,
        lastModified: stat.lastModified.toISOString(),
        metadata,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** One GET: the info comes from the response headers, so it always describes the bytes in the stream. */
  async get(key: string): Promise<{ info: BlobInfo; stream: Readable } | null> {
    assertValidKey(key);
    let stream: Readable & { headers?: IncomingHttpHeaders };
    try {
      stream = await this.client.getObject(this.bucket, key);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    const headers = stream.headers;
    if (!headers) {
      const info = await this.stat(key);
      if (!info) {
        stream.destroy();
        return null;
      }
      return { info, stream };
    }
    return { info: infoFromHeaders(key, headers), stream };
  }

  /** S3 answers a DELETE of a missing key with success, so this is idempotent. */
  async delete(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.removeObject(this.bucket, key);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async health() {
    try {
      const exists = await this.client.bucketExists(this.bucket);
      return exists ? { ok: true, adapter: 'minio', detail: this.bucket } : { ok: false, adapter: 'minio', detail: `bucket ${this.bucket} is missing` };
    } catch (error) {
      return { ok: false, adapter: 'minio', detail: String(error) };
    }
  }

  async close() {}
}

const STANDARD_HEADERS = new Set([
  'content-type',
  'cache-control',
  'content-encoding',
  'content-disposition',
  'content-language',
  'expires',
]);

function infoFromHeaders(key: string, headers: IncomingHttpHeaders): BlobInfo {
  const one = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(META_PREFIX) && value !== undefined) metadata[name.slice(META_PREFIX.length)] = Array.isArray(value) ? value.join(',') : value;
  }
  const modified = one('last-modified');
  return {
    key,
    size: Number(one('content-length') ?? 0),
    contentType: one('content-type') ?? 'application/octet-stream',
    etag: (one('etag') ?? '').replace(/^"|"$/g, ''),
    lastModified: (modified ? new Date(modified) : new Date()).toISOString(),
    metadata,
  };
}

function lowercaseKeys(metadata: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k.toLowerCase(), v]));
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'NotFound' || code === 'NoSuchKey';
}

import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import {
  applyMetadataChanges,
  readWhole,
  DEFAULT_CONTENT_TYPE,
  fileKeySegments,
  type FileBody,
  type FileMetadata,
  type FileStorage,
  type StoredFile,
} from './file-storage';

export interface S3Settings {
  /** An S3-compatible server (MinIO, Ceph, s3rver …); omitted = AWS itself. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Every key is stored under this prefix (e.g. "test-run-1/"), so several users can share a bucket. */
  prefix?: string;
}

/**
 * S3 keeps user metadata as lower-cased ASCII headers; ours has mixed-case names and any script, so
 * it travels as one header holding the URI-encoded JSON of the custom pairs.
 */
const META_HEADER = 'portal-custom';
/** Streams are sent in parts of this size (S3's minimum but for the last part): memory per upload. */
export const S3_PART_SIZE = 5 * 1024 * 1024;
const HEAD_CONCURRENCY = 8;

function encodeCustom(custom: Record<string, string> = {}): Record<string, string> {
  return { [META_HEADER]: encodeURIComponent(JSON.stringify(custom)) };
}

function decodeCustom(metadata: Record<string, string> | undefined): Record<string, string> {
  const raw = metadata?.[META_HEADER];
  if (!raw) return {};
  try {
    return JSON.parse(decodeURIComponent(raw)) as Record<string, string>;
  } catch {
    return {};
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/** Files in an S3-compatible bucket; the same key rules and behaviour as the local folder. */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Self-hosted servers are addressed by path (http://host/bucket/key), not by bucket host name.
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
  });
  const Bucket = settings.bucket;
  const prefix = settings.prefix ?? '';
  const objectKey = (key: string) => {
    fileKeySegments(key);
    return prefix + key;
  };

  const stat = async (key: string): Promise<StoredFile | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? DEFAULT_CONTENT_TYPE,
        custom: decodeCustom(head.Metadata),
        updatedAt: head.LastModified ?? new Date(),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  const open = async (key: string) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
      return {
        key,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? DEFAULT_CONTENT_TYPE,
        custom: decodeCustom(object.Metadata),
        updatedAt: object.LastModified ?? new Date(),
        stream: object.Body as Readable,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  /** A stream of unknown length: one PUT when it fits in a part, else a multipart upload. */
  const putStream = async (
    Key: string,
    body: Readable,
    ContentType: string,
    Metadata: Record<string, string>,
  ) => {
    const parts: CompletedPart[] = [];
    let uploadId: string | undefined;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let size = 0;
    const flush = async () => {
      uploadId ??= (
        await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType, Metadata }))
      ).UploadId;
      const PartNumber = parts.length + 1;
      const part = await client.send(
        new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: Buffer.concat(pending) }),
      );
      parts.push({ ETag: part.ETag!, PartNumber });
      pending = [];
      pendingBytes = 0;
    };
    try {
      for await (const chunk of body) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        pending.push(buffer);
        pendingBytes += buffer.byteLength;
        size += buffer.byteLength;
        if (pendingBytes >= S3_PART_SIZE) await flush();
      }
      if (uploadId === undefined) {
        await client.send(
          new PutObjectCommand({ Bucket, Key, Body: Buffer.concat(pending), ContentType, Metadata }),
        );
        return size;
      }
      if (pendingBytes > 0) await flush();
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      return size;
    } catch (error) {
      if (uploadId !== undefined) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId }))
          .catch(() => undefined);
      }
      throw error;
    }
  };

  return {
    async put(key: string, body: FileBody, metadata: FileMetadata = {}) {
      const Key = objectKey(key);
      const contentType = metadata.contentType ?? DEFAULT_CONTENT_TYPE;
      const custom = metadata.custom ?? {};
      const Metadata = encodeCustom(custom);
      let size: number;
      if (body instanceof Readable) {
        size = await putStream(Key, body, contentType, Metadata);
      } else {
        await client.send(
          new PutObjectCommand({ Bucket, Key, Body: body, ContentType: contentType, Metadata }),
        );
        size = body.byteLength;
      }
      return { key, size, contentType, custom, updatedAt: new Date() };
    },

    get: async (key: string) => readWhole(await open(key)),

    open,
    stat,

    async updateMetadata(key, changes) {
      const info = await stat(key);
      if (!info) return null;
      const next = applyMetadataChanges(info, changes);
      const Key = objectKey(key);
      // A copy onto itself with REPLACE is S3's only way to change metadata; the bytes stay server-side.
      const CopySource = `${Bucket}/${Key.split('/').map(encodeURIComponent).join('/')}`;
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key,
          CopySource,
          MetadataDirective: 'REPLACE',
          ContentType: next.contentType,
          Metadata: encodeCustom(next.custom),
        }),
      );
      return { ...info, ...next };
    },

    async delete(key: string) {
      // S3 deletes silently whether or not the object exists; the contract says whether it did.
      if (!(await stat(key))) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      return true;
    },

    async list(listPrefix = '') {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix + listPrefix, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key.slice(prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      keys.sort();
      const files: (StoredFile | null)[] = [];
      for (let i = 0; i < keys.length; i += HEAD_CONCURRENCY) {
        files.push(...(await Promise.all(keys.slice(i, i + HEAD_CONCURRENCY).map((key) => stat(key)))));
      }
      return files.filter((file): file is StoredFile => file !== null);
    },
  };
}

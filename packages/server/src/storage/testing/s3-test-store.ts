import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../s3-storage';

export interface S3TestStore {
  /** Settings with a fresh key prefix, so runs sharing a bucket never see each other's files. */
  settings: S3Settings;
  /** Where the store is, for test names. */
  description: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible store for tests: the server that S3_ENDPOINT (with S3_BUCKET, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, S3_REGION) names, or else an in-process s3rver on a free port.
 */
export async function startS3TestStore(env: NodeJS.ProcessEnv = process.env): Promise<S3TestStore> {
  const prefix = `contract-${randomUUID()}/`;
  if (env.S3_ENDPOINT) {
    const settings: S3Settings = {
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET ?? 'portal-tests',
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      prefix,
    };
    await ensureBucket(settings);
    return { settings, description: `S3 at ${env.S3_ENDPOINT}`, close: async () => undefined };
  }
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3rver-'));
  const bucket = 'portal-tests';
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix,
  };
  await ensureBucket(settings);
  return {
    settings,
    description: 'in-process s3rver',
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

async function ensureBucket(settings: S3Settings): Promise<void> {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
  } finally {
    client.destroy();
  }
}

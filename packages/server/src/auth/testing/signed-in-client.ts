import type { Database } from '../../db/client';
import { sessionCookie } from '../../testing/sign-in-as';
import type { AuthFixture } from './auth-fixture';
import type { TestClient } from './http-client';

/** A TestClient already signed in as `userId` (session made directly), with its CSRF cookie. */
export async function signedInClient(f: AuthFixture, db: Database, userId: string): Promise<TestClient> {
  const client = f.client();
  const [name, value] = (await sessionCookie(db, userId)).split('=') as [string, string];
  client.cookies.set(name, value);
  await client.start();
  return client;
}

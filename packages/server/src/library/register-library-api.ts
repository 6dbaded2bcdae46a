import type { FastifyInstance } from 'fastify';
import { libraryDeps, type LibraryApiOptions } from './library-deps';
import { libraryRoutes } from './library-routes';

/** §2 Library (issue 6): documents in storage, read through the access policy. */
export async function registerLibraryApi(app: FastifyInstance, options: LibraryApiOptions): Promise<void> {
  await app.register(libraryRoutes, libraryDeps(app, options));
}

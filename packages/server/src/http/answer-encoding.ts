import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { compressAnswer } from './compression';
import { conditionalAnswer } from './conditional-answers';

/** ETag first, on the answer as written; then compression of what is still sent. */
async function encodeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  return compressAnswer(request, reply, await conditionalAnswer(request, reply, payload));
}

/**
 * Installs ETags (304) and compression as the last step of every answer. Capabilities set their
 * Cache-Control in onSend hooks of their own, which run after the app's: so the step is added to
 * each route as a route-level hook (those run after all instance hooks), and to the not-found
 * handler (the public site's pages, the web app's shell) as an app hook, which only app-level hooks
 * precede. Call before any route is declared.
 */
export function registerAnswerEncoding(app: FastifyInstance): void {
  const hook = encodeAnswer as onSendHookHandler;
  app.addHook('onRoute', (route) => {
    const own = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...own, hook];
  });
  app.addHook('onSend', async (request, reply, payload) =>
    request.is404 ? encodeAnswer(request, reply, payload) : payload,
  );
}

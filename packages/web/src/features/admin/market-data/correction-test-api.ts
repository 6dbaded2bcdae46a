import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** What the correction dialogs' tests share: the save button, a field by label, a stubbed API. */

export const saveButton = () => screen.getByRole('button', { name: 'Save correction' }) as HTMLButtonElement;
export const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** Answers reads with 200 and the correction POST to `path` with `answer`; the POST bodies are kept. */
export function stubCorrectionApi(path: string, answer: { status: number; body: unknown }) {
  const posts: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method !== 'POST') return new Response('{}', { status: 200 });
    expect(url).toBe(path);
    posts.push(JSON.parse(init.body as string));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return posts;
}

// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appQueryClient, useQuery, useQueryClient } from './query.ts';
import { createQueryClient } from './query-client.ts';

afterEach(cleanup);

function Answer({ id }: { id: string }) {
  const { data } = useQuery({ queryKey: ['answer', id], queryFn: () => Promise.resolve(42) });
  const client = useQueryClient();
  return (
    <p data-testid={id}>{`${data ?? 'loading'} ${client === appQueryClient() ? 'app' : 'own'}`}</p>
  );
}

describe('the query cache', () => {
  it('does not exist until a screen with data asks for it, then stays the same one', async () => {
    // A fresh page load: modules as nothing has used them yet.
    vi.resetModules();
    const { loadedQueryClient } = await import('./loaded-query-client.ts');
    const query = await import('./query.ts');
    function Fresh() {
      query.useQuery({ queryKey: ['fresh'], queryFn: () => Promise.resolve(1) });
      return null;
    }
    expect(loadedQueryClient()).toBeUndefined();
    render(<Fresh />);
    const client = loadedQueryClient();
    expect(client).toBeDefined();
    expect(query.appQueryClient()).toBe(client);
  });

  it("keeps data hooks' answers in the app's cache", async () => {
    render(<Answer id="b" />);
    await waitFor(() => expect(screen.getByTestId('b').textContent).toBe('42 app'));
    expect(appQueryClient().getQueryData(['answer', 'b'])).toBe(42);
  });

  it('gives way to a surrounding provider (tests, prerendering)', async () => {
    const own = createQueryClient();
    render(
      <QueryClientProvider client={own}>
        <Answer id="c" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('c').textContent).toBe('42 own'));
    expect(own.getQueryData(['answer', 'c'])).toBe(42);
    expect(appQueryClient().getQueryData(['answer', 'c'])).toBeUndefined();
  });
});

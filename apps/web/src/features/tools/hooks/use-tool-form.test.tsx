// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/i18n-provider.tsx';
import { appRouterAt } from '../../../test/app-router.tsx';
import { inLanguage } from '../../../test/in-language.ts';
import { useToolForm, type FieldSpec } from './use-tool-form.ts';

const specs = {
  tank: { param: 'tank', default: 12, digits: 1 },
  start: { param: 'start', default: 200, digits: 0 },
} satisfies Record<string, FieldSpec>;

function form(initial = '/tools/sac-calculator') {
  const AppRouter = appRouterAt(initial);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider fixed={inLanguage('en-US')}>
      <AppRouter>{children}</AppRouter>
    </I18nProvider>
  );
  return renderHook(() => ({ fields: useToolForm(specs), search: useLocation().search }), {
    wrapper,
  }).result;
}

describe('useToolForm', () => {
  it('keeps every field typed in the URL when keys come before the URL is rendered', () => {
    const result = form();
    // Both from the same render, as keys the router has not rendered in between.
    const { tank, start } = result.current.fields;
    act(() => {
      tank.onChange('1');
      tank.onChange('15');
      start.onChange('210');
    });
    expect(new URLSearchParams(result.current.search).get('tank')).toBe('15');
    expect(new URLSearchParams(result.current.search).get('start')).toBe('210');
    expect(result.current.fields.tank.value).toBe(15);
  });

  it('builds on the URL as rendered once it has moved on', () => {
    const result = form('/tools/sac-calculator?tank=10&start=180');
    act(() => result.current.fields.tank.onChange('11'));
    act(() => result.current.fields.start.onChange('190'));
    expect(result.current.search).toBe('?tank=11&start=190');
    act(() => result.current.fields.start.onChange(''));
    expect(result.current.search).toBe('?tank=11');
  });
});

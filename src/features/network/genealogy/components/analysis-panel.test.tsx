import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/lib/test-i18n';
import type { AnalysisSpec } from '@workers/genealogy/protocol';
import common from '../../../../../public/locales/en/common.json';
import { emptySpec, type OrgAnalysis } from '../hooks/use-org-analysis';
import { AnalysisPanel, isReversed } from './analysis-panel';

afterEach(cleanup);

const i18n = createTestI18n({ en: { common } });

/** The panel over a spec of its own; `asked` records every spec the worker would be asked. */
function renderPanel() {
  const asked = vi.fn<(spec: AnalysisSpec) => void>();
  function Harness() {
    const [spec, setSpecState] = useState(emptySpec);
    const setSpec: OrgAnalysis['setSpec'] = (next) =>
      setSpecState((s) => {
        const value = typeof next === 'function' ? next(s) : next;
        asked(value);
        return value;
      });
    const org = { spec, setSpec, analysis: null, scene: null, summary: null } as OrgAnalysis;
    return <AnalysisPanel org={org} onExport={() => {}} onPrint={() => {}} />;
  }
  // The panel links to the team broadcast with its filters (a router link).
  render(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <Harness />
      </I18nextProvider>
    </MemoryRouter>,
  );
  const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;
  return { asked, input };
}

describe('the genealogy filter ranges', () => {
  it('tells a reversed pair from a possible one', () => {
    expect(isReversed([5, 1])).toBe(true);
    expect(isReversed([1, 5])).toBe(false);
    expect(isReversed([5, 5])).toBe(false);
    expect(isReversed([null, 1])).toBe(false);
    expect(isReversed([5, null])).toBe(false);
  });

  it('says so under the fields when the minimum PV is above the maximum, and asks nothing', () => {
    const { asked, input } = renderPanel();
    fireEvent.change(input('volumeMax'), { target: { value: '50' } });
    expect(asked).toHaveBeenLastCalledWith(
      expect.objectContaining({ filter: expect.objectContaining({ volumeMax: 50 }) }),
    );
    asked.mockClear();
    fireEvent.change(input('volumeMin'), { target: { value: '200' } });
    expect(asked).not.toHaveBeenCalled();
    const min = input('volumeMin');
    expect(min.value).toBe('200');
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(input('volumeMax').getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByTestId('volume-range-error');
    expect(message.textContent).toMatch(/minimum is above the maximum/);
    expect(min.getAttribute('aria-describedby')).toBe(message.id);

    // Possible again: both ends go to the worker at once, and the message goes.
    fireEvent.change(input('volumeMax'), { target: { value: '300' } });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked.mock.calls[0]![0].filter).toMatchObject({ volumeMin: 200, volumeMax: 300 });
    expect(screen.queryByTestId('volume-range-error')).toBeNull();
    expect(input('volumeMin').getAttribute('aria-invalid')).toBeNull();
  });

  it('does the same for joining days, and Clear empties the draft', () => {
    const { asked, input } = renderPanel();
    fireEvent.change(input('joinedFrom'), { target: { value: '2026-11-20' } });
    asked.mockClear();
    fireEvent.change(input('joinedTo'), { target: { value: '2026-11-01' } });
    expect(asked).not.toHaveBeenCalled();
    expect(screen.getByTestId('joined-range-error').textContent).toMatch(/before/);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(screen.queryByTestId('joined-range-error')).toBeNull();
    expect(input('joinedTo').value).toBe('');
    expect(input('joinedFrom').value).toBe('');
  });
});

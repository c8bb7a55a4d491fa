import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '@/lib/test-i18n';
import type { GenealogyMember } from '@/api/genealogy';
import common from '../../../../../public/locales/en/common.json';
import es from '../../../../../public/locales/es/common.json';
import { NodeDetails, type NodeActions } from './node-details';

afterEach(cleanup);

const i18n = createTestI18n({ en: { common }, es: { common: es } });

const member: GenealogyMember = {
  id: 9,
  parentId: 4,
  position: 'R',
  status: 1,
  username: 'rita',
  firstName: 'Rita',
  lastName: 'Right',
  avatar: null,
  pv: 0,
  tv: 0,
  cv: 0,
  createdAt: '2026-01-02T00:00:00.000Z',
  rankId: null,
  rankName: null,
  rankIcon: null,
  packageName: null,
  level: 3,
  totalEarnings: '0.00',
  downlinesCount: 0,
  totalLeft: 0,
  totalRight: 0,
  carryLeft: 0,
  carryRight: 0,
  leftDownlineCount: 0,
  rightDownlineCount: 0,
  childCount: 0,
};
const noop = () => {};
const actions: NodeActions = {
  hiddenChildren: 0,
  hasLoadedChildren: false,
  isRoot: false,
  busy: false,
  onExpand: noop,
  onCollapse: noop,
  onViewFrom: noop,
  onZoomTo: noop,
};

const show = (viewerLeg: Parameters<typeof NodeDetails>[0]['viewerLeg']) =>
  render(
    <I18nextProvider i18n={i18n}>
      <NodeDetails member={member} binary actions={actions} viewerLeg={viewerLeg} />
    </I18nextProvider>,
  );

describe("a member's leg badge", () => {
  it("says which of the viewer's legs holds a right child deep in the left leg", async () => {
    await i18n.changeLanguage('en');
    show({ leg: 'L', name: null });
    expect(screen.getByTestId('viewer-leg').textContent).toBe('In your left leg');
    expect(screen.getByTestId('placement-side').textContent).toBe('Placed right');
  });

  it('names the viewed member when the view is re-rooted, in Spanish too', async () => {
    await i18n.changeLanguage('en');
    show({ leg: 'R', name: 'Ana' });
    expect(screen.getByTestId('viewer-leg').textContent).toBe("In Ana's right leg");
    cleanup();
    await i18n.changeLanguage('es');
    show({ leg: 'L', name: 'Ana' });
    expect(screen.getByTestId('viewer-leg').textContent).toBe('En la pierna izquierda de Ana');
  });

  it('has no viewer badge on the viewed member herself', async () => {
    await i18n.changeLanguage('en');
    show(null);
    expect(screen.queryByTestId('viewer-leg')).toBeNull();
  });
});

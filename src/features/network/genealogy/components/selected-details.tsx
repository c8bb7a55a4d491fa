import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toasts/toast';
import { KIND_MEMBER, childrenOf } from '@workers/genealogy/protocol';
import type { Explorer } from '../hooks/use-explorer';
import { viewerLegOf } from '../state/viewer-leg';
import { NodeDetails } from './node-details';

/** The selected member's details with its actions wired to the explorer; null without one. */
export function SelectedDetails({ ex }: { ex: Explorer }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { data, view, selected } = ex;
  const layout = view?.layout;
  if (!view || !layout || selected < 0 || layout.kind[selected] !== KIND_MEMBER) return null;

  const id = layout.ids[selected]!;
  const leg =
    view.mode === 'binary'
      ? viewerLegOf(layout, selected, (i) => data.members.get(layout.ids[i]!)?.position)
      : null;
  // The viewer is the signed-in member unless the view was re-rooted on someone else.
  const viewer = ex.url.root === null ? null : (data.members.get(layout.ids[0]!)?.firstName ?? '…');
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      toast.error(t('genealogy.details.expandError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <NodeDetails
      member={data.members.get(id)}
      binary={view.mode === 'binary'}
      viewerLeg={leg && { leg, name: viewer }}
      actions={{
        hiddenChildren: layout.hiddenChildren[selected]!,
        // The whole organisation is all loaded: nothing to collapse or expand.
        hasLoadedChildren:
          ex.scope === 'levels' &&
          childrenOf(layout, selected).some((c) => layout.kind[c] === KIND_MEMBER),
        isRoot: selected === 0,
        busy,
        onExpand: () => void run(() => data.expand(selected)),
        onCollapse: () => void run(() => data.collapse(selected)),
        onZoomTo: () => {
          ex.setPanelOpen(false);
          ex.flyToIndex(selected);
        },
        onViewFrom: () => {
          ex.setPanelOpen(false);
          ex.setUrl({ root: id, node: id }, true);
        },
      }}
    />
  );
}

// The peer: d3-org-chart 3.1.1 on the same fixture, every node expanded (it has no
// level-of-detail or culling of its own, so that is what "showing the tree" costs it).
import { OrgChart } from 'd3-org-chart';
import { benchParams, fail, mark, markPainted, setInfo } from './probe';

type Node = { id: number; parent_id: number | null; username: string; _expanded?: boolean };

async function main() {
  const { fixture } = benchParams();
  mark('loadStart');
  const body = (await (await fetch(fixture)).json()) as { affiliates: Node[] };
  const data = body.affiliates;
  for (const d of data) d._expanded = true;
  mark('parsed');
  setInfo('nodes', data.length);
  const chart = new OrgChart<Node>();
  chart
    .container('#chart')
    .data(data)
    .svgHeight(window.innerHeight)
    .nodeId((d: Node) => String(d.id))
    .parentNodeId((d: Node) => (d.parent_id === null ? '' : String(d.parent_id)))
    .nodeWidth(() => 190)
    .nodeHeight(() => 120)
    .compact(false)
    .duration(0)
    .nodeContent(
      (d: { data: Node }) =>
        `<div style="width:190px;height:120px;border:1px solid #cdd7e1;border-radius:8px;background:#fff;font:12px sans-serif;padding:8px;box-sizing:border-box">@${d.data.username}</div>`,
    )
    .render();
  await markPainted('firstPaint');
  mark('ready');
}

main().catch((e: unknown) => {
  fail(e);
  mark('ready');
});

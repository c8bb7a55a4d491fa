// One page, two benches: the real PagedTable fed a million fake rows page by page, and the
// shared SeriesChart drawing 10,000 points (downsampled) beside plain Recharts (all points).
// run.ts drives it through window.bench and reads the figures back.
import { CssVarsProvider } from '@mui/joy/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { Profiler, StrictMode, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { Area, AreaChart, XAxis, YAxis } from 'recharts';
import { SeriesChart } from '../../../src/components/charts/series-chart';
import { PagedTable } from '../../../src/components/paged-table/paged-table';
import type { PagedColumn } from '../../../src/components/paged-table/types';
import { usePagedList } from '../../../src/components/paged-table/use-paged-list';
import { fakePage, type BenchRow } from './rows';

const params = new URLSearchParams(location.search);
const total = Number(params.get('rows') ?? 1_000_000);
const pageSize = Number(params.get('pageSize') ?? 1000);

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common: {} } },
  defaultNS: 'common',
});

const columns: PagedColumn<BenchRow>[] = [
  { id: 'id', header: '#', width: 90, align: 'end', value: (r) => r.id },
  { id: 'username', header: 'Member', width: 180, value: (r) => r.username },
  { id: 'level', header: 'Level', width: 70, align: 'end', value: (r) => r.level },
  { id: 'status', header: 'Flow', width: 90, value: (r) => r.status },
  { id: 'amount', header: 'Amount', width: 110, align: 'end', value: (r) => r.amount },
  { id: 'date', header: 'Date', width: 200, value: (r) => r.createdAt },
];

type Waiter = { length: number; resolve: (committedAt: number) => void };
let waiter: Waiter | null = null;
let fetchedAt = 0;
/** React's own render time of the table for each update (Profiler actualDuration). */
let renderMs = 0;

function Table() {
  const list = usePagedList({
    queryKey: ['bench', total, pageSize],
    fetchPage: async (cursor) => {
      const page = await fakePage(cursor, pageSize, total);
      fetchedAt = performance.now();
      return page;
    },
  });
  const length = list.rows.length;
  // Runs after React committed the new rows to the DOM, before the browser paints.
  useLayoutEffect(() => {
    if (waiter && length > waiter.length) {
      const w = waiter;
      waiter = null;
      w.resolve(performance.now());
    }
  }, [length]);
  Object.assign(bench, { list });
  return (
    <PagedTable
      testId="bench-table"
      label="bench"
      list={list}
      columns={columns}
      getRowId={(r) => String(r.id)}
      height="600px"
    />
  );
}

const points10k = Array.from({ length: 10_000 }, (_, i) => ({
  x: Date.UTC(2000, 0, 1) + i * 86_400_000,
  y: 500 + 300 * Math.sin(i / 90) + ((i * 7919) % 211) - 100,
}));

const points100 = points10k.slice(0, 100);

type ChartMode = 'none' | 'downsampled' | 'raw' | 'baseline';

function Charts() {
  const [mode, setMode] = useState<ChartMode>('none');
  Object.assign(bench, { setChart: setMode });
  useLayoutEffect(() => {
    if (mode !== 'none') chartCommitted?.(performance.now());
  }, [mode]);
  if (mode === 'downsampled' || mode === 'baseline')
    return (
      <div style={{ width: 800 }}>
        <SeriesChart
          testId="bench-chart"
          points={mode === 'baseline' ? points100 : points10k}
          name="y"
          label="bench chart"
          formatX={(x) => new Date(x).toISOString().slice(0, 10)}
        />
      </div>
    );
  if (mode === 'raw')
    return (
      <div style={{ width: 800 }} data-testid="bench-chart" data-points={points10k.length}>
        <AreaChart width={800} height={260} data={points10k}>
          <XAxis dataKey="x" type="number" scale="time" domain={['dataMin', 'dataMax']} />
          <YAxis />
          <Area dataKey="y" isAnimationActive={false} dot={false} />
        </AreaChart>
      </div>
    );
  return null;
}

let chartCommitted: ((t: number) => void) | null = null;

const bench = {
  total,
  /** Asks for the next page; resolves with the append cost once the rows are in the DOM. */
  /** React's render time of the last table update. */
  lastRenderMs(): number {
    return renderMs;
  },
  appendPage(): Promise<number> {
    const list = (bench as unknown as { list: { rows: { length: number }; loadMore: () => void } })
      .list;
    return new Promise<number>((resolve) => {
      waiter = { length: list.rows.length, resolve: (t) => resolve(t - fetchedAt) };
      list.loadMore();
    });
  },
  rowsLoaded(): number {
    return (bench as unknown as { list: { rows: { length: number } } }).list.rows.length;
  },
  /** Renders the chart; resolves with ms from the state change to the frame after commit. */
  renderChart(mode: Exclude<ChartMode, 'none'>): Promise<number> {
    const setChart = (bench as unknown as { setChart: (m: string) => void }).setChart;
    setChart('none');
    return new Promise((resolve) => {
      requestAnimationFrame(() => {
        const t0 = performance.now();
        chartCommitted = () => {
          chartCommitted = null;
          // The next frame has painted what was committed.
          requestAnimationFrame(() => resolve(performance.now() - t0));
        };
        setChart(mode);
      });
    });
  },
};
(window as unknown as { bench: typeof bench }).bench = bench;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CssVarsProvider>
      <QueryClientProvider client={new QueryClient()}>
        <div style={{ width: 900, padding: 16 }}>
          <Profiler
            id="table"
            onRender={(_id, phase, actualDuration) => {
              if (phase !== 'mount') renderMs = actualDuration;
            }}
          >
            <Table />
          </Profiler>
          <Charts />
        </div>
      </QueryClientProvider>
    </CssVarsProvider>
  </StrictMode>,
);

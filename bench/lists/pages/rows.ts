// The in-page fake API: deterministic rows served in keyset pages, with a next_page_url
// whose cursor parameter is the next row index, as the real server writes it.

export type BenchRow = {
  id: number;
  username: string;
  level: number;
  amount: string;
  createdAt: string;
  status: 'credit' | 'debit';
};

const start = Date.UTC(2020, 0, 1);

export function makeRow(i: number): BenchRow {
  return {
    id: i + 1,
    username: `member.${(i * 2654435761) % 1_000_003}`,
    level: (i % 12) + 1,
    amount: `${(i % 997) + 1}.${String(i % 100).padStart(2, '0')}`,
    createdAt: new Date(start + i * 60_000).toISOString(),
    status: i % 3 === 0 ? 'debit' : 'credit',
  };
}

export function fakePage(cursor: string | null, pageSize: number, total: number) {
  const from = cursor === null ? 0 : Number(cursor);
  const to = Math.min(from + pageSize, total);
  const items = Array.from({ length: to - from }, (_, k) => makeRow(from + k));
  return Promise.resolve({
    items,
    nextPageUrl: to < total ? `http://bench.invalid/api/rows?sort=desc&cursor=${to}` : null,
  });
}

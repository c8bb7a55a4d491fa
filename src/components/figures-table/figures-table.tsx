import type { CSSProperties } from 'react';

// Off screen but read aloud: the chart above is a picture, this table is its figures.
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** A chart's figures as a table for screen readers. */
export function FiguresTable({
  caption,
  headers,
  rows,
  testId,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  testId: string;
}) {
  return (
    // The box is hidden, not the table: a table grows to its content whatever its width,
    // and a wide one pushed phone pages sideways.
    <div style={visuallyHidden}>
      <table data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={String(r[0])}>
              {r.map((c, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {c}
                  </th>
                ) : (
                  <td key={i}>{c}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// A chart's figures as a table (WCAG 1.1.1: the text alternative holds the same facts as the picture): behind a
// disclosure that opens without JavaScript, a caption saying what the figures are, a row per point.
export interface ChartTableRow {
  key: string;
  /** The row's name (a month, a step), read as the row's header. */
  header: string;
  cells: readonly string[];
}

export function ChartTable({
  summary,
  caption,
  columns,
  rows,
  open = false,
}: {
  /** What the disclosure says ("The figures by month"). */
  summary: string;
  caption: string;
  /** The column headers, the rows' own first. */
  columns: readonly string[];
  rows: readonly ChartTableRow[];
  open?: boolean;
}) {
  return (
    <details className="chart-table" open={open}>
      <summary>{summary}</summary>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

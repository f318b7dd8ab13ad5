import type { ReactNode } from 'react';
import { useT } from '../../../i18n/translate.ts';
import { dashboardMessages } from '../messages/index.ts';

interface ChartTableProps {
  /** what the table holds, e.g. "Daily volume in USD" */
  caption: string;
  headers: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/**
 * A chart's numbers as a table, behind a native disclosure ("Show the numbers"): the same figures for screen
 * readers, keyboard users and anyone who wants them exactly. A plain table with a few lines of CSS (charts.css),
 * not Mantine's, whose scroll container would ride along. Every column but the first is a number.
 */
export function ChartTable({ caption, headers, rows }: ChartTableProps) {
  const t = useT(dashboardMessages);
  return (
    <details className="bo-chart-details">
      <summary>{t('showNumbers')}</summary>
      <div className="bo-chart-table-scroll">
        <table className="bo-chart-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={column}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

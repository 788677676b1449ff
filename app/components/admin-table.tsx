import type { ReactNode } from "react";

export type AdminColumn = { label: ReactNode; className: string };

/** An admin list as a table that scrolls sideways on a narrow screen; `children` are the rows, `empty` is shown under them when there are none. */
export function AdminTable({ className, columns, empty, children }: { className: string; columns: readonly AdminColumn[]; empty?: ReactNode; children: ReactNode }) {
  return (
    <div className={`${className} overflow-x-auto rounded-2xl border border-border`}>
      <table className="w-full text-left text-sm">
        <thead className="bg-surface text-muted">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.className}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
      {empty}
    </div>
  );
}

import type { SpecificationRow } from '@specify/contracts';

/** Label/value rows as a two-column table with row headers. */
export function SpecificationTable({ rows }: { rows: SpecificationRow[] }) {
  if (rows.length === 0) return null;
  return (
    <table className="product-spec-table">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

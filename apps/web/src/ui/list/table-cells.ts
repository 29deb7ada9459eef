// Names each cell of a table's body after its column (`data-label`), so that below 40em, where the
// rows stack, a cell says what it is (table.module.css shows the name before the value). Headers
// give their name as `data-label` (a sort header's text also holds its hidden instructions) or as
// their text; a column of row actions (`data-actions`) is named for screen readers only.

function columnNames(table: HTMLTableElement): Array<{ name: string; actions: boolean }> {
  const row = table.tHead?.rows[0];
  if (!row) return [];
  return Array.from(row.cells).flatMap((cell) => {
    const column = {
      name: cell.dataset.label ?? cell.textContent?.trim() ?? '',
      actions: cell.dataset.actions !== undefined,
    };
    return Array.from({ length: cell.colSpan || 1 }, () => column);
  });
}

/** Sets each body cell's `data-label` (and `data-actions`) from its column's header. */
export function nameCells(table: HTMLTableElement): void {
  const columns = columnNames(table);
  for (const body of Array.from(table.tBodies)) {
    for (const row of Array.from(body.rows)) {
      let index = 0;
      for (const cell of Array.from(row.cells)) {
        const column = cell.colSpan > 1 ? undefined : columns[index];
        index += cell.colSpan || 1;
        if (!column) continue;
        if (column.actions) cell.dataset.actions = '';
        else if (column.name && cell.dataset.label !== column.name) {
          cell.dataset.label = column.name;
        }
      }
    }
  }
}

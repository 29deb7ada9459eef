import { describe, expect, it } from 'vitest';
import { nameCells } from './table-cells';

function table(html: string): HTMLTableElement {
  const element = document.createElement('table');
  element.innerHTML = html;
  return element;
}

describe('nameCells', () => {
  it("names each body cell after its column's header, skipping the actions and wide cells", () => {
    const element = table(`
      <thead><tr>
        <th data-label="Name"><button>Name<span>, sort ascending</span></button></th>
        <th>Status</th>
        <th data-actions=""><span>Actions</span></th>
      </tr></thead>
      <tbody>
        <tr><th scope="row">Asha</th><td>Active</td><td><button>Edit</button></td></tr>
        <tr><td colspan="3">No more</td></tr>
      </tbody>`);
    nameCells(element);
    const [first, second] = Array.from(element.tBodies[0]!.rows);
    expect(Array.from(first!.cells).map((cell) => cell.dataset.label)).toEqual([
      'Name',
      'Status',
      undefined,
    ]);
    expect(first!.cells[2]).toHaveAttribute('data-actions');
    expect(second!.cells[0]).not.toHaveAttribute('data-label');
  });
});

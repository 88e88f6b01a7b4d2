import { render } from '@testing-library/react';
import { JsonLdScript } from '../../../src/ui/components/PageHead';

describe('JSON-LD script', () => {
  it('writes its data once, not again on each render of the page around it', () => {
    const data = { '@type': 'VideoObject', transcript: 'x'.repeat(5_000) };
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const view = render(<JsonLdScript slot="page" data={data} />);
      view.rerender(<JsonLdScript slot="page" data={data} />);
      view.rerender(<JsonLdScript slot="page" data={data} />);
      const writes = stringify.mock.calls.filter(([value]) => value === data);
      expect(writes).toHaveLength(1);
      view.rerender(<JsonLdScript slot="page" data={{ ...data, name: '<b>' }} />);
      expect(view.container.querySelector('script')?.textContent).toContain('"name":"\\u003cb>"');
    } finally {
      stringify.mockRestore();
    }
  });
});

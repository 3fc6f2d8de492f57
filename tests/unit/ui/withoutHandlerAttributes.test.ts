import { describe, expect, it } from 'vitest';
import { withoutHandlerAttributes } from '../../../src/ui/withoutHandlerAttributes';

describe('withoutHandlerAttributes (before stored HTML is parsed)', () => {
  it('renames every handler attribute inside tags, whatever its case or spacing', () => {
    expect(withoutHandlerAttributes('<img src="x" onerror="steal()"><p ONCLICK = "a()">甲</p><a href="#"\tonmouseover=b()>乙</a>'))
      .toBe('<img src="x" data-hpc-removed-onerror="steal()"><p data-hpc-removed-ONCLICK = "a()">甲</p><a href="#"\tdata-hpc-removed-onmouseover=b()>乙</a>');
  });

  it('leaves text outside tags alone, and other attributes (a value containing on…= is renamed too)', () => {
    const html = '<p title="x onload=y" data-one="1">say onclick= here</p> 1 < 2 onerror= > 3';
    expect(withoutHandlerAttributes(html)).toBe('<p title="x data-hpc-removed-onload=y" data-one="1">say onclick= here</p> 1 < 2 onerror= > 3');
  });
});

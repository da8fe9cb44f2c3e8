import { describe, expect, it } from 'vitest';
import { scanPii } from '../../../src/core/pii/index';

const SIZE = 100_000;
const fill = (unit: string): string => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);

// Speed on such inputs is measured by `npm run bench -- pii` (the 100 KB adversarial row); here,
// what the scan reports. A catastrophic regex would hang the test until it times out.
describe('100 KB adversarial inputs give sane results', () => {
  it.each([
    ['one long digit run', fill('9'), 0],
    ['digits with single spaces', fill('1 '), 0],
    ['digits with hyphens', fill('12-'), 0],
    ['only @', fill('@'), 0],
    ['a@ repeated', fill('a@'), 0],
    ['local part run then @', `${'a'.repeat(SIZE - 10)}@gmail.com`, 0],
    ['@ then long domain', `ab@${'a'.repeat(SIZE - 10)}.com`, 0],
    ['only spaces', fill(' '), 0],
    ['PAN-like without boundaries', fill('ABCDE1234'), 0],
    ['capitalised words', fill('Aa '), 0],
    ['colons and hex', fill('a:'), 0],
    ['dots and digits', fill('1.'), 0],
    ['Devanagari digits', fill('९'), 0],
  ])('%s', (_name, text, expected) => {
    expect(scanPii(text)).toHaveLength(expected);
  });

  it('many real identifiers in a 100 KB text are all found', () => {
    const unit = 'Aadhaar 2341 2341 2346, mail a.b@example.com. ';
    const count = Math.floor(SIZE / unit.length);
    const found = scanPii(unit.repeat(count));
    expect(found.filter((f) => f.type === 'AADHAAR')).toHaveLength(count);
    expect(found.filter((f) => f.type === 'EMAIL')).toHaveLength(count);
  });
});

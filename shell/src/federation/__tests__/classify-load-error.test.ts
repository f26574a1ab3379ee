import { SpecifyError } from '@specify/contracts';
import { classifyLoadError } from '../classify-load-error';

describe('classifyLoadError', () => {
  it.each([
    [new DOMException('signal timed out', 'TimeoutError'), 'SPEC-LOAD-002'],
    [new SyntaxError('Unexpected token } in JSON at position 19'), 'SPEC-LOAD-003'],
    [new TypeError('Failed to fetch'), 'SPEC-LOAD-001'],
  ])('maps %s to %s', (error, code) => {
    expect(classifyLoadError('mf-content', error).code).toBe(code);
  });

  it('keeps an error that already has a code', () => {
    const error = new SpecifyError('SPEC-CONTRACT-001', 'too new');
    expect(classifyLoadError('mf-content', error)).toBe(error);
  });
});

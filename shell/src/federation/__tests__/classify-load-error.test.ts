import { SpecifyError } from '@specify/contracts';
import { classifyLoadError } from '../classify-load-error';

/** An error as the Module Federation runtime throws it: its code in the message. */
function runtimeError(code: string, description: string) {
  return new Error(
    `[ Federation Runtime ]: ${description} #${code}\nargs: {"remoteName":"mf_content"}\nView the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#${code.toLowerCase()}`,
  );
}

describe('classifyLoadError', () => {
  it.each([
    ['RUNTIME-008', 'Failed to load script resources.', 'SPEC-LOAD-001'],
    ['RUNTIME-003', 'Failed to get manifest.', 'SPEC-LOAD-001'],
    ['RUNTIME-013', 'The manifest is not a valid Module Federation manifest.', 'SPEC-LOAD-003'],
    ['RUNTIME-001', 'Failed to get remoteEntry exports.', 'SPEC-LOAD-003'],
    ['RUNTIME-014', 'The remote does not expose the requested module.', 'SPEC-LOAD-004'],
  ])('maps the runtime code %s to its own code', (code, description, expected) => {
    const error = classifyLoadError('mf-content', runtimeError(code, description));
    expect(error.code).toBe(expected);
    expect(error.details).toEqual({ remote: 'mf-content', runtimeCode: code });
  });

  it('takes a chunk that failed to load, or anything else, as a remote that could not be loaded', () => {
    const chunk = Object.assign(new Error('Loading chunk 486 failed.'), { name: 'ChunkLoadError' });
    expect(classifyLoadError('mf-content', chunk).code).toBe('SPEC-LOAD-001');
    // Words in a message decide nothing: only the runtime's codes do.
    expect(classifyLoadError('mf-content', new Error('manifest timed out')).code).toBe(
      'SPEC-LOAD-001',
    );
  });

  it('keeps an error that already has a code', () => {
    const error = new SpecifyError('SPEC-CONTRACT-001', 'too new');
    expect(classifyLoadError('mf-content', error)).toBe(error);
  });
});

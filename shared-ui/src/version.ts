/**
 * The version of @specify/ui this build carries; kept equal to package.json by a test. The shell
 * provides its copy to every remote, so it refuses a remote built against a range this misses.
 */
export const UI_VERSION = '0.1.1';

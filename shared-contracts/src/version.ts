/** The version of @specify/contracts this build carries; kept equal to package.json by a test. */
export const CONTRACTS_VERSION = '0.2.0';

/**
 * Test files run one after another in a worker that keeps the modules it has loaded: importing the
 * server or the app once per worker instead of once per file takes a third to a half off each suite.
 * A file that replaces a module (vi.mock, vi.doMock) or throws the loaded ones away (vi.resetModules)
 * would leave the files after it with two copies of a module, each with its own listeners or API
 * client, and those files then failed or passed by the order they ran in. Such a file runs with a
 * module registry of its own, and is listed here; a test keeps the list and the files in step.
 */
export const FILES_NEEDING_OWN_MODULES = {
  server: ['tests/server/ssrf.test.ts'],
  web: ['tests/web/auth-login.test.tsx', 'tests/web/design-system.test.tsx'],
} as const

/** The calls that replace or reload modules, as they appear in a test file. */
export const MODULE_REGISTRY_CALL = /\bvi\.(mock|doMock|resetModules)\(/

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/test/support/environment.js',
  roots: ['<rootDir>/test'],
  testTimeout: 20000,
  testMatch: ['**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/test/support/setup.ts'],
  transform: {
    '\\.sql$': '<rootDir>/test/support/rawText.js',
    '^.+\\.(t|j|mj)sx?$': [
      'ts-jest',
      {
        diagnostics: false,
        tsconfig: {
          module: 'commonjs',
          moduleResolution: 'node',
          allowJs: true,
          jsx: 'react-jsx',
          isolatedModules: true,
          esModuleInterop: true,
        },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(inversify|@inversifyjs|swiper|dompurify)/)'],
  moduleNameMapper: {
    // rsbuild's `?raw` (a file's text): the file itself, read by the transform above.
    '^(.+\\.sql)\\?raw$': '$1',
    '^swiper/css(/.*)?$': '<rootDir>/test/support/styleMock.js',
    '\\.(css)$': '<rootDir>/test/support/styleMock.js',
    '\\.(png|jpg|jpeg|svg|gif|webp)$': '<rootDir>/test/support/fileMock.js',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

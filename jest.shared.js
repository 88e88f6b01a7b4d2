/** How every test file is compiled and resolved. */
module.exports = {
  transform: {
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
    // ES modules only by default; their UMD builds load as CommonJS.
    '^d3-geo$': '<rootDir>/node_modules/d3-geo/dist/d3-geo.js',
    '^d3-array$': '<rootDir>/node_modules/d3-array/dist/d3-array.js',
    '^swiper/css(/.*)?$': '<rootDir>/test/support/styleMock.js',
    '\\.(css)$': '<rootDir>/test/support/styleMock.js',
    '\\.(png|jpg|jpeg|svg|gif|webp)$': '<rootDir>/test/support/fileMock.js',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

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
    '^swiper/css(/.*)?$': '<rootDir>/test/support/styleMock.js',
    '\\.(css)$': '<rootDir>/test/support/styleMock.js',
    '\\.(png|jpg|jpeg|svg|gif|webp)$': '<rootDir>/test/support/fileMock.js',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import prettier from 'eslint-config-prettier'

const SINKS_ONLY = {
  name: '@actions/core',
  message:
    'Write logs, outputs, state and summaries through src/sinks/ (line, md, html, setOutputs): untrusted text must be escaped for its sink.'
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', '.bench-build/', '.dist-build/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly'
      }
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true }
      ]
    }
  },
  // Contract §4.9: text reaches the log, outputs, state and the summary only through the sinks
  // (src/sinks/), whose writers take only what their escaping tags built. Outside them, the
  // toolkit's writers cannot be reached at all.
  {
    files: ['src/**/*.ts'],
    ignores: ['src/sinks/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='console']",
          message: 'Log through src/sinks/ (log and line), not the console.'
        },
        {
          selector: "MemberExpression[object.name='process'][property.name=/^(stdout|stderr)$/]",
          message: 'Log through src/sinks/ (log and line), not the process streams.'
        }
      ]
    }
  },
  // Floors only go down (design §5): a room imports rooms below it, never one above or beside
  // it, so that no two rooms import each other. The sinks are the floor of every room; the
  // service client (api/) knows nothing of GitHub; GitHub's room knows nothing of the actions
  // that use it. Circles of files within a room are `npm run lint`'s madge check.
  ...Object.entries({
    'src/sinks/**': ['api', 'github', 'export', 'agent', 'visitors', 'analytics', 'post'],
    'src/api/**': ['github', 'export', 'agent', 'visitors', 'analytics', 'post'],
    'src/github/**': ['export', 'agent', 'visitors', 'analytics', 'post'],
    // The analytics engine (paging, budget, files) serves visitors/ and analytics/ alike.
    'src/export/**': ['github', 'agent', 'visitors', 'analytics', 'post'],
    // The visitors action is a preset of the analytics action (issue #28 §4): it stands on
    // analytics/ (its engine, settings and step), which knows nothing of it.
    'src/visitors/**': ['github', 'agent', 'post'],
    'src/analytics/**': ['github', 'agent', 'visitors', 'post'],
    'src/post/**': ['agent', 'visitors', 'analytics', 'export'],
    'src/agent/**': ['visitors', 'analytics', 'export', 'post']
  }).map(([files, above]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: files === 'src/sinks/**' ? [] : [SINKS_ONLY],
          patterns: above.map((room) => ({
            group: [`../${room}/*`],
            message: `${files.slice(4, -3)}/ is below ${room}/: move what both need to a lower room.`
          }))
        }
      ]
    }
  })),
  {
    files: ['src/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [SINKS_ONLY] }] }
  },
  // A file or a function too long to hold in one's head is split where a reader would look for
  // its parts (design §5); the file's limit counts every line, as `wc -l` does.
  {
    files: ['src/**/*.ts', 'simulator/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 350, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 100 }]
    }
  }
)

import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import prettier from 'eslint-config-prettier'

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
  {
    // Contract §4.9: text reaches the log, outputs, state and the summary only through the sinks
    // (src/sinks/), whose writers take only what their escaping tags built. Outside them, the
    // toolkit's writers cannot be reached at all.
    files: ['src/**/*.ts'],
    ignores: ['src/sinks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@actions/core',
              message:
                'Write logs, outputs, state and summaries through src/sinks/ (line, md, html, setOutputs): untrusted text must be escaped for its sink.'
            }
          ]
        }
      ],
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
  }
)

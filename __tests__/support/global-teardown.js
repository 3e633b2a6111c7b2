export { teardown as default } from './temporary-folder.js'

export { setup as default } from './temporary-folder.js'

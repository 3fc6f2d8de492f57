/** The workbench modules' copy of the keep-alive reload (the renderer's list pages use it too). */
export { useReloadOnReturn } from '../../core/async/useReloadOnReturn';

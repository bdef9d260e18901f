/** The tools feature's public surface: routes import only this. */
export { EadCalculator } from './components/ead-calculator.tsx';
export { FreedivingCalculator } from './components/freediving-calculator.tsx';
export { ModCalculator } from './components/mod-calculator.tsx';
export { SacCalculator } from './components/sac-calculator.tsx';
export { ToolsIndex } from './components/tools-index.tsx';
